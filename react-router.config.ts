import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Off on purpose: see docs/decisions/001-stack.md (the load context stays a plain object).
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
