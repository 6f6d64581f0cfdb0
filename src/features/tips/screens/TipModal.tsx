import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { tipButtonState } from '@/domain/tips/tipButtonState';
import { tipPriceNote } from '@/domain/tips/tipPriceNote';
import { tipShareText } from '@/domain/tips/tipShareText';
import type { Channel } from '@/domain/composer/model/channel';
import type { ParentPost } from '@/domain/composer/model/composerPost';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { NATIVE_TOKEN, tokenKey, type TokenBalance } from '@/domain/wallet/walletToken';
import { networkEndpointsQuery, useReadingAccount } from '@/features/accounts';
import { composerLauncher } from '@/features/compose';
import { useLiveValue, useWalletRuntime, WalletConnectModal } from '@/features/wallet';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { Modal } from '@/ui/Modal';
import { toasts } from '@/ui/toasts/toastStore';
import { useTipRecipients, type TipProfile } from '../hooks/useTipRecipients';
import { useTipActor } from '../hooks/useTipActor';
import { useTipAmount } from '../hooks/useTipAmount';
import { useTipChains } from '../hooks/useTipChains';
import { useTipGas } from '../hooks/useTipGas';
import { useTipRoutes } from '../hooks/useTipRoutes';
import { useTipTokens } from '../hooks/useTipTokens';
import { useAddedTipTokens } from '../hooks/useAddedTipTokens';
import type { TipDraft } from '../machines/tipPorts';
import { tipDeps } from '../runtime/tipDeps';
import { transactionUrl } from '../runtime/explorerLinks';
import { ChainSelect } from './ChainSelect';
import { RecipientPicker } from './RecipientPicker';
import { TipFailedView, TipSending } from './TipProgress';
import { TipForm } from './TipForm';
import { TipSuccess } from './TipSuccess';
import { TokenPicker } from './TokenPicker';
import './tips.css';

const SENDING_STEPS: Record<string, string> = {
  requesting: 'Preparing the transfer…',
  sending: 'Confirm the tip in your wallet…',
  confirming: 'Sent. Waiting for the chain to confirm it…',
  looking: 'Checking whether the tip went out…',
  reporting: 'Confirmed.',
};

/**
 * The tip modal (wallet.md §2.1, §4.1): its in-memory routes over the
 * profile's addresses, the sender's tokens and the tip machine. It opens on
 * a loading screen, then the form or the no-available-wallet screen.
 */
export function TipModal(props: {
  profile: TipProfile;
  /** The tipped post, when the tip was opened on one: a shared tip replies to it. */
  post?: { source: NonNullable<TipDraft['post']>['source']; id: string; parent: ParentPost };
  /** The Farcaster channel of the page the tip was opened on (/club/:name): a shared tip goes there. */
  channel?: Channel;
  onClose: () => void;
}) {
  const { profile } = props;
  const runtime = useRuntime();
  const wallets = useWalletRuntime();
  const endpoints = useQuery({
    ...networkEndpointsQuery(runtime?.apiBase ?? ''),
    enabled: runtime !== undefined,
  }).data;
  const routes = useTipRoutes('/');
  const { query: recipientsQuery, ranked } = useTipRecipients(profile);
  const [chosenRecipient, setRecipient] = useState<TipRecipient>();
  const recipient = chosenRecipient ?? ranked?.[0];
  const family = recipient?.networkType ?? 'evm';

  // The first screen: the form, or why there is none.
  const { path, push, replace } = routes;
  useEffect(() => {
    if (path !== '/' || !ranked) return;
    replace(ranked.length > 0 ? '/tips' : '/no-available-wallet');
  }, [path, replace, ranked]);

  const evmLive = useLiveValue(wallets?.evm.state, undefined);
  const solanaLive = useLiveValue(wallets?.solana.state, undefined);
  const live = family === 'evm' ? evmLive : solanaLive;
  const sender = live?.status === 'connected' ? live.accounts[0] : undefined;
  const [connecting, setConnecting] = useState(false);

  const chains = wallets?.chains() ?? [];
  const [chosenChainId, setChainId] = useState<number>();
  const evmChain =
    chains.find((c) => c.chainId === chosenChainId) ??
    chains.find((c) => c.chainId === evmLive?.chainId) ??
    chains[0];
  const added = useAddedTipTokens();
  const tokens = useTipTokens({
    family,
    evmChain,
    solanaRpc: endpoints?.solana?.rpc,
    owner: sender,
    added: added.tokens,
  });
  const [chosenToken, setToken] = useState<string>();
  const pricedToken =
    tokens.tokens.find((t) => tokenKey(t.token) === chosenToken) ?? tokens.tokens[0];
  const token = pricedToken?.token;
  const price = pricedToken?.price;

  const amountInput = useTipAmount(token, price);
  const { preset, amount, totalUsd } = amountInput;
  const gasOk = useTipGas({
    family,
    evmChain,
    sender,
    recipient,
    token,
    amount,
    nativeBalance: tokens.tokens.find((t) => t.token.address === NATIVE_TOKEN)?.token.balance,
  });
  const button = tipButtonState({
    walletConnected: sender !== undefined,
    price,
    amount,
    recipientAddress: recipient?.address,
    senderAddress: sender,
    hasToken: token !== undefined,
    balance: token?.balance,
    customToken: token?.custom === true,
    gasOk,
  });

  // The tip itself.
  const readingAccount = useReadingAccount(profile.source);
  const { state, start, retry } = useTipActor();
  const chainFor = useTipChains(wallets, endpoints);

  const send = () => {
    if (!sender) {
      setConnecting(true);
      return;
    }
    if (!runtime || !chainFor || !recipient || !token || amount === undefined) return;
    const draft: TipDraft = {
      profile: { source: profile.source, id: profile.id, handle: profile.handle },
      recipient,
      ...(props.post ? { post: { source: props.post.source, id: props.post.id } } : {}),
      from: sender,
      token,
      amount,
      ...(totalUsd === undefined ? {} : { usd: totalUsd }),
    };
    const deps = tipDeps(runtime, chainFor, {
      fromAccountId: readingAccount,
      chainName: (id) => chains.find((c) => c.chainId === id)?.name ?? 'Solana',
    });
    start({ deps, draft });
  };

  // What the machine's end means for the screen: success, or the failed view's toast.
  const value = state?.value;
  const error = state?.context.error;
  useEffect(() => {
    if (value === 'confirmed') {
      toasts.show('Tip sent.', 'success');
      push('/success');
    } else if (value === 'failed' && error) {
      toasts.show(`The tip failed: ${error}`, 'error');
    }
    // §4.1: a cancel in the wallet is ignored: the form shows again as it was.
  }, [value, error, push]);

  const hash = state?.context.hash;
  const explorer = family === 'evm' ? evmChain?.explorer : undefined;
  const txUrl = hash && sender ? transactionUrl(explorer, hash, sender) : undefined;

  const share = () => {
    const tip = state?.context.tip;
    if (!recipient || !tip || !txUrl) return props.onClose();
    try {
      composerLauncher.open({
        text: tipShareText(profile.handle, tip.token.symbol, new URL(txUrl, location.href).href),
        ...(props.post ? { type: 'reply' as const, parent: [props.post.parent] } : {}),
        ...(props.channel && !props.post ? { channel: { Farcaster: props.channel } } : {}),
      });
      props.onClose();
    } catch (shareError) {
      toasts.show(`Could not share the tip: ${String(shareError)}`, 'error');
    }
  };

  const onPickToken = (picked: TokenBalance) => {
    setToken(tokenKey(picked));
    routes.replace('/tips');
  };

  let body: ReactNode;
  if (routes.path === '/') {
    body = recipientsQuery.isError ? (
      <p role="alert" className="form-error">
        Could not read {profile.displayName}’s wallets: {recipientsQuery.error.message}
      </p>
    ) : (
      <p role="status" className="tip-loading">
        Loading…
      </p>
    );
  } else if (routes.path === '/no-available-wallet') {
    body = (
      <p className="tip-none">
        {profile.displayName} (@{profile.handle}) has no wallet to tip: none is linked to this
        profile.
      </p>
    );
  } else if (routes.path === '/select-recipient') {
    body = (
      <RecipientPicker
        recipients={ranked ?? []}
        chosen={recipient}
        explorer={explorer}
        onPick={(picked) => {
          // §4.1: another network's address needs another token.
          if (picked.networkType !== recipient?.networkType) setToken(undefined);
          setRecipient(picked);
          routes.back();
        }}
      />
    );
  } else if (routes.path === '/select-token') {
    body = (
      <TokenPicker
        tokens={tokens.tokens}
        loading={tokens.loading}
        error={tokens.error}
        chosen={token}
        onPick={onPickToken}
        {...(family === 'evm'
          ? {
              onAddToken: (address: string) =>
                added.add(address, evmChain).then((result) => {
                  if (result.ok) onPickToken({ ...result.token, balance: 0n, custom: true });
                  return result.ok ? undefined : result.message;
                }),
            }
          : {})}
      />
    );
  } else if (routes.path === '/success' && state?.context.tip && recipient && txUrl) {
    body = (
      <TipSuccess
        token={state.context.tip.token}
        amount={BigInt(state.context.tip.amount)}
        usd={state.context.tip.usd}
        recipient={state.context.tip.recipient}
        transactionUrl={txUrl}
        onShare={share}
      />
    );
  } else if (state && value === 'failed' && error) {
    body = <TipFailedView error={error} onRetry={retry} />;
  } else if (state && typeof value === 'string' && value in SENDING_STEPS) {
    body = (
      <TipSending
        step={SENDING_STEPS[value] ?? ''}
        {...(txUrl ? { hashUrl: txUrl } : {})}
        onClose={props.onClose}
      />
    );
  } else if (state && value === 'waiting') {
    body = (
      <TipSending
        step={`The chain cannot be reached right now${error ? ` (${error})` : ''}. The tip will be checked again shortly; it is not sent twice.`}
        {...(txUrl ? { hashUrl: txUrl } : {})}
        onClose={props.onClose}
      />
    );
  } else {
    body = (
      <TipForm
        recipient={recipient}
        canPickRecipient={(ranked?.length ?? 0) > 1}
        onPickRecipient={() => routes.push('/select-recipient')}
        preset={preset}
        onPreset={amountInput.choosePreset}
        amountText={amountInput.text}
        onAmountText={amountInput.type}
        onAmountFocus={amountInput.focus}
        token={token}
        tokensLoading={tokens.loading}
        tokensError={tokens.error}
        canPickToken={sender !== undefined}
        onPickToken={() => routes.push('/select-token')}
        chainName={family === 'evm' ? evmChain?.name : 'Solana'}
        totalUsd={totalUsd}
        priceNote={tipPriceNote({ symbol: token?.symbol, preset, price, prices: tokens.prices })}
        button={button}
        onSend={send}
      />
    );
  }

  const picking = routes.path === '/select-token' || routes.path === '/select-recipient';
  return (
    <>
      <Modal
        title={
          picking
            ? routes.path === '/select-token'
              ? 'Select a token'
              : 'Select an address'
            : 'Tips'
        }
        onClose={props.onClose}
        className="tip-modal"
        header={
          picking ? (
            <>
              {routes.path === '/select-token' && family === 'evm' && (
                <ChainSelect
                  chains={chains}
                  chainId={evmChain?.chainId}
                  onChain={(id) => {
                    setChainId(id);
                    setToken(undefined);
                  }}
                />
              )}
              <button type="button" onClick={routes.back}>
                Back
              </button>
            </>
          ) : (
            <button type="button" className="tip-close" onClick={props.onClose}>
              Close
            </button>
          )
        }
      >
        {body}
      </Modal>
      {connecting && wallets && (
        <WalletConnectModal
          wallets={wallets}
          family={family}
          onClose={() => setConnecting(false)}
        />
      )}
    </>
  );
}
