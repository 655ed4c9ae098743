import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Privacy Policy",
  "How we collect, use, share and protect your information, and the rights you have over it.",
);

export const meta = page.meta;
export default page.Component;
