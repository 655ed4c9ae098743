import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rollupOptions: {
      // A zod schema is a value built at module load: without this, importing one constant from a
      // module that also defines schemas would put zod on every page that imports it.
      treeshake: { manualPureFunctions: ["z"] },
    },
  },
});
