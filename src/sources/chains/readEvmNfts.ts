import { erc721Abi, getAddress, hexToBigInt, isAddress, type Address } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import { heldNfts, type HeldNft, type NftTransfer } from '@/domain/wallet/heldNfts';
import { readFailure } from './chainFailure';
import { transferLogsOf, topicAddress } from './erc20TransferLogs';
import { evmReader } from './evmReader';
import { MULTICALL3_ADDRESS } from './multicall3';

/** An NFT the owner holds, with its collection's name (wallet.md §3.5). */
export interface OwnedNft extends HeldNft {
  /** The collection's `name()`, when the contract has one. */
  collection: string | undefined;
}

/**
 * The ERC-721 tokens the owner holds on one chain: every ERC-721 Transfer
 * log to or from it since the chain's first block (a token whose last
 * transfer went to the owner is held), and each collection's `name()` in one
 * multicall. The whole history is read: fine for the sandbox chains; a
 * public chain needs an indexer (docs/decisions-wallet.md "Wallet profile: NFTs").
 */
export async function readEvmNfts(options: {
  rpcUrl: string;
  chainId: number;
  owner: string;
  fetchFn?: typeof fetch;
}): Promise<SourceResult<OwnedNft[]>> {
  if (!isAddress(options.owner)) return fail({ kind: 'invalid', message: 'Not an EVM address' });
  const owner = getAddress(options.owner);
  const client = evmReader(options.rpcUrl, options.fetchFn);
  try {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const logs = await transferLogsOf(client, owner, { fromBlock: 0n, toBlock: head });
    const transfers: NftTransfer[] = logs
      .filter((log) => log.topics.length === 4)
      .map((log) => ({
        chainId: options.chainId,
        contract: getAddress(log.address),
        tokenId: hexToBigInt(log.topics[3] ?? '0x0'),
        from: topicAddress(log.topics[1]),
        to: topicAddress(log.topics[2]),
        block: log.blockNumber,
        logIndex: log.logIndex,
      }));
    const held = heldNfts(owner, transfers);
    const contracts = [...new Set(held.map((n) => n.contract))] as Address[];
    const names =
      contracts.length === 0
        ? []
        : await client.multicall({
            multicallAddress: MULTICALL3_ADDRESS,
            allowFailure: true,
            contracts: contracts.map((address) => ({
              address,
              abi: erc721Abi,
              functionName: 'name' as const,
            })),
          });
    const nameOf = new Map(
      contracts.map((c, i) => {
        const answer = names[i];
        return [c, answer?.status === 'success' ? String(answer.result) : undefined];
      }),
    );
    return ok(held.map((nft) => ({ ...nft, collection: nameOf.get(nft.contract as Address) })));
  } catch (error) {
    return fail(readFailure(error));
  }
}
