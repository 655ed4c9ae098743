// The code of what the profile's booking buttons open, one step removed: the profile's own first
// load then carries only the name of this small module, not the list of every file the dialog and the
// panel need (which a dynamic import writes beside it), and this module asks for them when pointed at.
export const loadBookingDialog = () => import("../booking-dialog/booking-dialog").then((module) => ({ default: module.BookingDialog }));
export const loadConsultationPanel = () =>
  import("../consultation/consultation-sheet").then((module) => ({ default: module.ConsultationSheet }));
