/**
 * Whether a request's client address (Express `req.ip`, after `trust proxy`) is this machine:
 * the development tools (the local e-mail outbox, whose links sign people in) answer only there,
 * not to another machine on the network.
 */
function isLocalAddress(address: string | undefined): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1'
  )
}

/**
 * Whether a Host name (Express `req.hostname`, without the port) names this machine. A page of
 * another site that rebinds its own name to 127.0.0.1 (DNS rebinding) reaches this machine's
 * servers from this machine's browser, but under its own name.
 */
function isLoopbackHost(hostname: string | undefined): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === '::1'
  )
}

/**
 * Whether a request comes from this machine in every way it could be told otherwise: the socket's
 * peer (a header cannot forge it), the visitor the trusted proxies name, and the name it asked for.
 * The development tools answer nothing else.
 */
export function isFromThisMachine(req: {
  /** The client as the trusted proxies name it (Express `req.ip`, after `trust proxy`). */
  ip?: string
  socket: { remoteAddress?: string }
  hostname?: string
}): boolean {
  return (
    isLocalAddress(req.socket.remoteAddress) &&
    isLocalAddress(req.ip) &&
    isLoopbackHost(req.hostname)
  )
}
