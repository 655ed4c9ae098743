import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "About Us",
  "Talk to real humans about love, dating and intimacy: 1:1 coaching and therapy in a stigma-free space.",
);

export const meta = page.meta;
export default page.Component;
