import type { ReactNode } from 'react';

/**
 * One part of the wallet profile that is read from the chains: its heading,
 * and while it is read, why it could not be, or that it is empty, said the
 * same way in every part; then its rows (`children`).
 */
export function WalletSection(props: {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  /** Said while reading ('Reading the NFTs…'), or undefined once read. */
  reading?: string | undefined;
  /** Why it could not be read, as a sentence ('NFTs could not be read: …'). */
  failure?: string | undefined;
  /** Said when it was read and holds nothing. */
  empty?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="wallet-section">
      <h2 id={props.id}>{props.title}</h2>
      {props.reading && <p role="status">{props.reading}</p>}
      {props.failure && (
        <p role="alert" className="form-error">
          {props.failure}
        </p>
      )}
      {props.empty && <p className="muted">{props.empty}</p>}
      {props.children}
    </section>
  );
}
