// What `server-only` and `client-only` resolve to in the unit tests: outside Next's bundler they are markers only.
export {};
