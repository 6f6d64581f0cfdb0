import { composeAddressFor, SHARE_TARGET_FILES } from '@/features/compose/runtime/shareTarget';
import { openSharedFilesInbox } from '@/features/compose/runtime/sharedFilesInbox';

/**
 * The share target's POST (webManifest.ts): keeps the shared files in the
 * inbox and sends the page on (303) to the composer's deep link, which
 * names them; the composer attaches them to its first post. Files that
 * cannot be kept are left out; the text still arrives.
 */
export async function receiveShare(request: Request, origin: string): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const files = (form?.getAll(SHARE_TARGET_FILES) ?? []).filter(
    (value): value is File => value instanceof File && value.size > 0,
  );
  let shared: string | undefined;
  if (files.length > 0) {
    try {
      const inbox = await openSharedFilesInbox();
      try {
        shared = await inbox.keep(files);
      } finally {
        inbox.close();
      }
    } catch (error) {
      console.warn('The shared files could not be kept:', error);
    }
  }
  const fields = form ?? new URLSearchParams();
  return Response.redirect(new URL(composeAddressFor(fields, shared), origin).toString(), 303);
}
