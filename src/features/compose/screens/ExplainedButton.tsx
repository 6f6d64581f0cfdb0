import { useId, type ComponentPropsWithRef } from 'react';

type Props = Omit<ComponentPropsWithRef<'button'>, 'disabled' | 'aria-describedby'> & {
  /**
   * Why the button cannot be used now; the button is disabled exactly when
   * there is one. It is the button's accessible description, and a tooltip
   * shown while the pointer is over it.
   */
  disabledReason: string | undefined;
};

/**
 * A composer control that is disabled only with a reason, and says it: a
 * disabled control never leaves the user guessing (issue 18; composer.md
 * §2.3, §5 give the rules, composerMessages.ts the words).
 */
export function ExplainedButton({ disabledReason, ...button }: Props) {
  const reasonId = useId();
  return (
    <span className="explained">
      <button
        type="button"
        {...button}
        disabled={disabledReason !== undefined}
        aria-describedby={disabledReason !== undefined ? reasonId : undefined}
      />
      {disabledReason !== undefined && (
        <span role="tooltip" id={reasonId} className="why-disabled">
          {disabledReason}
        </span>
      )}
    </span>
  );
}
