import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The build goes to .tmp/stack-floor, outside this folder: emptied on every build all the same.
export default defineConfig({ plugins: [reactRouter()], build: { emptyOutDir: true } });
