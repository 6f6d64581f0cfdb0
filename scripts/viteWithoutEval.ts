import type { Plugin } from 'vite';

/**
 * protobufjs's `inquire` (bundled inside @farcaster/core) looks for Node's
 * `require` through `eval`. The app's Content-Security-Policy forbids eval,
 * and the browser reports the attempt as a violation even though inquire
 * catches the error. A browser has no `require`, so inquire answers null
 * there anyway: the call is replaced by `null`, padded to the same length so
 * nothing moves and the source map stays right.
 */
const INQUIRE_EVAL =
  /eval\(\s*(["'`])quire\1\.replace\(\/\^\/,\s*(["'`])re\2\)\s*\)\(\s*moduleName\s*\)/g;

/** Any direct call of eval left in the built code. */
const EVAL_CALL = /(?<![\w$.])eval\s*\(/;

/**
 * Keeps eval out of the app's bundle: removes the one a dependency is known to
 * make (above), and fails the build if any other is left, since the page's
 * policy (server/http/appContentSecurityPolicy.ts) would refuse to run it.
 */
export function withoutEval(): Plugin {
  return {
    name: 'polycast:without-eval',
    transform(code) {
      if (!code.includes('quire')) return null;
      const replaced = code.replace(INQUIRE_EVAL, (call) => 'null'.padEnd(call.length, ' '));
      // map: null keeps the incoming source map, which is still exact: nothing moved.
      return replaced === code ? null : { code: replaced, map: null };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && EVAL_CALL.test(output.code))
          this.error(
            `${output.fileName} calls eval, which the app's Content-Security-Policy forbids (server/http/appContentSecurityPolicy.ts).`,
          );
      }
    },
  };
}
