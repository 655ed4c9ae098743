import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of the product (public specification, section 2). One module per address.
export default [
  index("routes/home.tsx"),
  route("coaches", "routes/coaches.tsx"),
  route("coaches/:id", "routes/coach-profile.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("coach-apply", "routes/coach-apply.tsx"),
  route("coach-checkout", "routes/coach-checkout.tsx"),
  route("coach-apply-step3", "routes/coach-apply-step3.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("attachment-quiz", "routes/attachment-quiz.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/applications", "routes/admin-applications.tsx"),
  route("admin/blogs", "routes/admin-blogs.tsx"),
  route("checkout/:bookingId", "routes/checkout.tsx"),
  route("booking-success", "routes/booking-success.tsx"),
  route("bookings", "routes/bookings.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
