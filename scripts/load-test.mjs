import autocannon from "autocannon";

/** Requests per second and latency of one URL under a bounded load (gzip accepted, as browsers do). */
export async function loadTest(url, { connections = 50, seconds = 10 } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    timeout: 10,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
