import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Professional Background",
  "Step 3 of the coach application: your professional background, specializations and services.",
);

export const meta = page.meta;
export default page.Component;
