import { shutDownGracefully } from '@shop/node-server/graceful'
import { createApp } from './app'
import { readConfig } from './env.server'

const config = readConfig()
const server = createApp(config).listen(config.port, config.host, () => {
  console.log(`API server ready on http://${config.host}:${config.port}`)
})
shutDownGracefully(server)
