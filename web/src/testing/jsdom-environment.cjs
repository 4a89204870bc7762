// jsdom without Node's fetch API: react-router's data router builds Request objects and the
// API client reads Response bodies, so the Node realm's implementations are handed to the window.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, structuredClone });
  }
}

module.exports = JsdomWithFetch;
