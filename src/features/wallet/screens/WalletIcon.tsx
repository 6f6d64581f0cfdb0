/** A wallet's icon: drawn only from a data URI of an image (announcements are untrusted). */
export function WalletIcon({ icon }: { icon: string | undefined }) {
  if (!icon?.startsWith('data:image/')) return <span className="wallet-icon" aria-hidden="true" />;
  return <img className="wallet-icon" src={icon} alt="" width={24} height={24} />;
}
