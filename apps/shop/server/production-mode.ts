// Imported first by the production server: React (loaded from node_modules by the server
// bundle) picks its production build from NODE_ENV when it is first required. Without this,
// `node dist/prod.js` rendered every page with React's development build, several times slower.
process.env.NODE_ENV ??= 'production'
