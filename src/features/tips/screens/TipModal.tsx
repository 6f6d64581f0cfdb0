import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { DEFAULT_TIP_USD } from '@/domain/tips/tipPresets';
import { normalizeTipAmount } from '@/domain/tips/normalizeTipAmount';
import { tipButtonState } from '@/domain/tips/tipButtonState';
import { tipShareText } from '@/domain/tips/tipShareText';
import { tokenAmountForUsd, usdValueOf } from '@/domain/tips/tokenAmountForUsd';
import { decimalToUnits } from '@/domain/wallet/decimalAmount';
import type { Channel } from '@/domain/composer/model/channel';
import type { ParentPost } from '@/domain/composer/model/composerPost';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { NATIVE_TOKEN, tokenKey, type TokenBalance } from '@/domain/wallet/walletToken';
import { networkEndpointsQuery, useReadingAccount } from '@/features/accounts';
import { composerLauncher } from '@/features/compose';
import { useLiveValue, useWalletRuntime, WalletConnectModal } from '@/features/wallet';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { estimateEvmTransferFee, lacksGas } from '@/sources/chains';
import { Modal } from '@/ui/Modal';
import { toasts } from '@/ui/toasts/toastStore';
import { useDebouncedValue } from '@/ui/useDebouncedValue';
import { useTipRecipients, type TipProfile } from '../hooks/useTipRecipients';
import { useTipRoutes } from '../hooks/useTipRoutes';
import { useTipTokens } from '../hooks/useTipTokens';
import { useAddedTipTokens } from '../hooks/useAddedTipTokens';
import { tipMachine } from '../machines/tipMachine';
import type { TipDraft } from '../machines/tipPorts';
import { tipChains } from '../runtime/tipChains';
import { tipDeps } from '../runtime/tipDeps';
import { transactionUrl } from '../runtime/explorerLinks';
import { ChainSelect } from './ChainSelect';
import { RecipientPicker } from './RecipientPicker';
import { TipFailedView, TipSending } from './TipProgress';
import { TipForm } from './TipForm';
import { TipSuccess } from './TipSuccess';
import { TokenPicker } from './TokenPicker';
import './tips.css';

/** wallet.md §4.1: the amount typed is read 400 ms after the last key. */
const AMOUNT_DEBOUNCE_MS = 400;

const SENDING_STEPS: Record<string, string> = {
  requesting: 'Preparing the transfer…',
  sending: 'Confirm the tip in your wallet…',
  confirming: 'Sent. Waiting for the chain to confirm it…',
  looking: 'Checking whether the tip went out…',
  reporting: 'Confirmed.',
};

type TipActor = ActorRefFrom<typeof tipMachine>;

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

  // Amount: a dollar preset, or a free amount in the token (§4.1, §5.2).
  const [preset, setPreset] = useState<number | undefined>(DEFAULT_TIP_USD);
  const [amountText, setAmountText] = useState('');
  const lastCustom = useRef('');
  const typed = useDebouncedValue(amountText, AMOUNT_DEBOUNCE_MS);
  const amount = !token
    ? undefined
    : preset !== undefined
      ? price === undefined
        ? undefined
        : tokenAmountForUsd(preset, price, token.decimals)
      : decimalToUnits(typed, token.decimals);
  const totalUsd =
    token && amount !== undefined && price !== undefined
      ? usdValueOf(amount, token.decimals, price)
      : undefined;

  // Gas (§5.1: EVM only; Solana uses a default fee).
  const fee = useQuery({
    queryKey: [
      'wallet',
      'tipFee',
      token && tokenKey(token),
      sender,
      recipient?.address,
      String(amount),
    ],
    enabled: family === 'evm' && !!evmChain && !!token && !!sender && !!recipient && !!amount,
    queryFn: async () => {
      const result = await estimateEvmTransferFee({
        rpcUrl: evmChain?.rpc ?? '',
        from: sender ?? '',
        token: token as TokenBalance,
        recipient: recipient?.address ?? '',
        amount: amount ?? 0n,
      });
      return result.ok ? result.value.fee : null;
    },
  });
  const native = tokens.tokens.find((t) => t.token.address === NATIVE_TOKEN)?.token;
  const gasOk =
    family === 'solana' ||
    !fee.data ||
    !token ||
    !lacksGas({ nativeBalance: native?.balance ?? 0n, fee: fee.data, token, amount: amount ?? 0n });
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
  const [actor, setActor] = useState<TipActor>();
  const state = useSelector(actor, (snapshot) => snapshot);
  const chainFor = useMemo(
    () =>
      wallets
        ? tipChains({
            evmChains: () => wallets.chains(),
            ensureEvmChain: async (chainId) => {
              const result = await wallets.evm.ensureChain(chainId);
              return result.ok ? { ok: true } : { ok: false, message: result.message };
            },
            evmProvider: () => wallets.evm.provider(),
            solana: endpoints?.solana
              ? { rpc: endpoints.solana.rpc, chain: endpoints.solana.chain ?? 'solana:mainnet' }
              : undefined,
            solanaWallet: () => wallets.solana.signingAccount(),
          })
        : undefined,
    [wallets, endpoints],
  );
  useEffect(() => () => actor?.stop(), [actor]);

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
    const next = createActor(tipMachine, { input: { deps, draft } });
    setActor(next);
    next.start();
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
    body = <TipFailedView error={error} onRetry={() => actor?.send({ type: 'RETRY' })} />;
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
        onPreset={(usd) => {
          setPreset(usd);
          setAmountText('');
        }}
        amountText={amountText}
        onAmountText={(text) => {
          const normal = normalizeTipAmount(text, token?.decimals);
          if (normal === undefined) return;
          setAmountText(normal);
          lastCustom.current = normal || lastCustom.current;
          setPreset(normal ? undefined : DEFAULT_TIP_USD);
        }}
        onAmountFocus={() => {
          // §4.1: focusing an empty field brings back the last amount typed.
          if (!amountText && lastCustom.current) {
            setAmountText(lastCustom.current);
            setPreset(undefined);
          }
        }}
        token={token}
        tokensLoading={tokens.loading}
        tokensError={tokens.error}
        canPickToken={sender !== undefined}
        onPickToken={() => routes.push('/select-token')}
        chainName={family === 'evm' ? evmChain?.name : 'Solana'}
        totalUsd={totalUsd}
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
