import { shortenAddress } from '@/domain/wallet/shortenAddress';
import { Modal } from '@/ui/Modal';
import type { ApprovalRequest, PendingApproval } from '../runtime/sandboxWallet/approvals';
import './wallet.css';

const TITLES: Record<ApprovalRequest['kind'], string> = {
  connect: 'Connect to this site?',
  switchChain: 'Switch network?',
  message: 'Signature request',
  typedData: 'Signature request',
  transaction: 'Confirm transaction',
};

function Details({ request }: { request: ApprovalRequest }) {
  switch (request.kind) {
    case 'connect':
      return (
        <dl>
          <dt>Site</dt>
          <dd>{request.origin}</dd>
          <dt>{request.family === 'evm' ? 'EVM account' : 'Solana account'}</dt>
          <dd>{request.accounts.join(', ')}</dd>
        </dl>
      );
    case 'switchChain':
      return (
        <dl>
          <dt>Site</dt>
          <dd>{request.origin}</dd>
          <dt>{request.add ? 'Add network' : 'Network'}</dt>
          <dd>
            {request.chainName} ({request.chainId})
          </dd>
        </dl>
      );
    case 'message':
    case 'typedData':
      return (
        <>
          <dl>
            <dt>Site</dt>
            <dd>{request.origin}</dd>
            <dt>Account</dt>
            <dd title={request.account}>{shortenAddress(request.account)}</dd>
            {request.kind === 'typedData' && (
              <>
                <dt>Chain</dt>
                <dd>{request.chainId}</dd>
                <dt>Type</dt>
                <dd>
                  {request.primaryType}
                  {request.domain ? ` (${request.domain})` : ''}
                </dd>
              </>
            )}
          </dl>
          <pre aria-label="Message">{request.text}</pre>
        </>
      );
    case 'transaction':
      return (
        <dl>
          <dt>Site</dt>
          <dd>{request.origin}</dd>
          <dt>Account</dt>
          <dd title={request.account}>{shortenAddress(request.account)}</dd>
          <dt>Network</dt>
          <dd>{request.chain}</dd>
          {request.to && (
            <>
              <dt>To</dt>
              <dd>{request.to}</dd>
            </>
          )}
          <dt>Amount</dt>
          <dd>{request.value}</dd>
          {request.method && (
            <>
              <dt>Method</dt>
              <dd>{request.method}</dd>
            </>
          )}
          <dt>Data</dt>
          <dd>{request.dataSize} bytes</dd>
          <dt>Estimated fee</dt>
          <dd>{request.fee}</dd>
          {request.signOnly && (
            <>
              <dt>Note</dt>
              <dd>Signed only: the site sends it.</dd>
            </>
          )}
        </dl>
      );
  }
}

/** The sandbox wallet's own window: what is asked, then Approve or Reject. */
export function SandboxApprovalDialog(props: {
  pending: PendingApproval;
  onAnswer: (approved: boolean) => void;
}) {
  const { request } = props.pending;
  return (
    <Modal
      title={`Sandbox Wallet: ${TITLES[request.kind]}`}
      className="approval"
      onClose={() => props.onAnswer(false)}
    >
      <Details request={request} />
      <div className="modal-actions">
        <button type="button" onClick={() => props.onAnswer(false)}>
          Reject
        </button>
        <button type="button" className="primary" onClick={() => props.onAnswer(true)}>
          Approve
        </button>
      </div>
    </Modal>
  );
}
