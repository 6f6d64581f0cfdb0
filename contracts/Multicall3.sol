// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The part of Multicall3 (mds1/multicall, at 0xcA11bde05977b3631167028862bE2a173976CA11 on
/// public chains) that viem's `multicall` calls: `aggregate3` and `getEthBalance`, with the same
/// signatures and behaviour. The sandbox puts its runtime code at the canonical address.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// Runs each call; a failing call reverts the whole batch unless it allows failure.
    function aggregate3(Call3[] calldata calls) public payable returns (Result[] memory returnData) {
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i = 0; i < length; i++) {
            Call3 calldata call = calls[i];
            Result memory result = returnData[i];
            (result.success, result.returnData) = call.target.call(call.callData);
            require(call.allowFailure || result.success, "Multicall3: call failed");
        }
    }

    /// The native balance of an address, so it can be read in the same batch as token balances.
    function getEthBalance(address addr) public view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getBlockNumber() public view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockTimestamp() public view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }
}
