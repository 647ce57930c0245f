// Liveness for the container's HEALTHCHECK and orchestrators: the server answers. The leads' health, which may fail
// for days over a broken CRM hook without anything a restart could mend, is /api/health, for monitors.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "live" }, { headers: { "Cache-Control": "no-store" } });
}
