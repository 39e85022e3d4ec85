import { createApp } from './app'
import { readConfig } from './env.server'

const config = readConfig()
createApp(config).listen(config.port, config.host, () => {
  console.log(`API server ready on http://${config.host}:${config.port}`)
})
