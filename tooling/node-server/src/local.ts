/**
 * Whether a request's client address (Express `req.ip`, after `trust proxy`) is this machine:
 * the development tools (the local e-mail outbox, whose links sign people in) answer only there,
 * not to another machine on the network.
 */
export function isLocalAddress(address: string | undefined): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1'
  )
}
