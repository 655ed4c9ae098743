import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Coach Profile",
  "A relationship coach's specializations, experience, rates and client reviews, with a free 15-minute consultation request.",
);

export const meta = page.meta;
export default page.Component;
