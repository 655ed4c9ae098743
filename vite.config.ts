import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The page frame every route shows (header, footer, toasts and what they use): one file instead of a
// dozen small ones, since every page loads all of it anyway (docs/decisions/093-performance-budgets.md).
const FRAME_MODULES =
  /\/app\/(components\/layout\/(header|footer|nav-links|brand-logo|mobile-menu|error-page|not-found-page)|components\/ui\/(button|skeleton|avatar|toaster|use-toast)|lib\/(utils|api|auth|meta|nonce|use-hydrated)|components\/ui\/(label|input|spinner))\.tsx?$|\/common\/auth\.ts$|\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared\/src\/utils|icons\/(x|menu|log-out|settings|user-round))\.js$|\/node_modules\/(react|react-dom|scheduler|class-variance-authority|clsx|@radix-ui\/react-slot|@radix-ui\/react-compose-refs)\//;

// Icons a page shows together, one file each set instead of one per icon (a file per icon is ~70 bytes
// of imports and gzip framing around ~120 of drawing): the ways to reach someone (a profile's More
// info, the contact page, staff's lists) and the booking panel's assurances. As `npm run perf` counts
// first-load JavaScript: the coach profile 477 bytes lighter, no route heavier by more than about 200.
const ICON_SETS = [
  { name: "contact-icons", test: /\/lucide-react\/dist\/esm\/icons\/(phone|mail|globe)\.js$/ },
  { name: "assurance-icons", test: /\/lucide-react\/dist\/esm\/icons\/(lock|video|circle-check)\.js$/ },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rollupOptions: {
      // A zod schema is a value built at module load: without this, importing one constant from a
      // module that also defines schemas would put zod on every page that imports it.
      treeshake: { manualPureFunctions: ["z"] },
      // The bundler's note that plugins took most of the build time depends on how busy the machine
      // is, not on the code, and would be the one warning of a first `npm start` on a loaded machine.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { groups: [{ name: "frame", test: FRAME_MODULES }, ...ICON_SETS] },
      },
    },
  },
});
