// Consultation requests for tests: Jordan Price and Lena Visitor's requests as the form sends them,
// and Jordan's request as stored, for tests that start a booking from one. Tests add what they are
// about (a coach, a time, a reason).
export function jordanConsultationRequest(coachId: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: "Jordan",
    lastName: "Price",
    email: "jordan.price@example.com",
    phoneNumber: "(555) 010-2030",
    sessionType: "Free 15 mins consultation",
    location: "Austin 78701",
    sessionFormat: "virtual",
    reasonForVisit: "We keep having the same fight about chores and it's wearing us down.",
    coachId,
    ...extra,
  };
}

export function lenaConsultationRequest(coachId: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: "Lena",
    lastName: "Visitor",
    email: "lena.visitor@example.com",
    phoneNumber: "5550109988",
    sessionType: "Free 15 mins consultation",
    location: "Denver 80202",
    sessionFormat: "virtual",
    reasonForVisit: "We keep drifting apart and want to reconnect.",
    coachId,
    ...extra,
  };
}

/** Jordan's request to a coach as a row of consultation_requests, asking for a couples session. */
export function jordanStoredRequest(coachId: string, extra: { sessionFormat: string; reasonForVisit: string }) {
  return {
    coachId,
    firstName: "Jordan",
    lastName: "Price",
    email: "jordan.price@example.com",
    phoneNumber: "5550102030",
    sessionType: "Couples session",
    location: "Austin",
    ...extra,
  };
}
