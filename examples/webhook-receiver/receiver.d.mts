import type { IncomingHttpHeaders, Server } from 'node:http'

export declare const TOLERANCE_SECONDS: number
export declare class VerificationError extends Error {}
export declare function verifyWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  options?: { now?: number; toleranceSeconds?: number },
): { id: string; type: string; timestamp: string; data: unknown }
export declare function createReceiver(options: {
  secret: string
  onEvent: (event: {
    id: string
    type: string
    timestamp: string
    data: unknown
  }) => unknown
  seen?: Set<string>
}): Server
