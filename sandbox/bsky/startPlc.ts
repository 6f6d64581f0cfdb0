import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Database, PlcServer } from '@did-plc/server';

export interface RunningPlc {
  /** On `localhost`: the PDS refuses a PLC URL on an IP address ("Invalid hostname"). */
  url: string;
  close(): Promise<void>;
}

/** A PLC directory in process, in memory, listening on 127.0.0.1 only. */
export async function startPlc(port = 0): Promise<RunningPlc> {
  const plc = PlcServer.create({ db: Database.mock() });
  const server = createServer(plc.app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
