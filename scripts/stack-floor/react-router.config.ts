import type { Config } from "@react-router/dev/config";

// The smallest React Router app, built by `npm run perf` into .tmp (see ./server.ts).
export default {
  ssr: true,
  buildDirectory: "../../.tmp/stack-floor",
} satisfies Config;
