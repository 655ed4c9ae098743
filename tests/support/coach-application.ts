// Coach applications as the form sends them, for API tests: Lena Ortiz, a dating coach in Texas, and
// Ana Diaz, a couples coach in Florida. Tests add what they are about (an address, a subscription,
// a photo, `isActive`).
export function lenaApplication(email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: "Lena",
    lastName: "Ortiz",
    email,
    phone: "5550107788",
    location: "Texas",
    title: "Certified Dating Coach",
    bio: "I help people date with intention: clear values, honest messages and fewer dead-end conversations.",
    experience: 4,
    hourlyRate: "95",
    specializations: ["Dating Confidence"],
    sessionTypes: ["Individual Coaching"],
    availability: ["Weekends"],
    languages: ["English"],
    certifications: ["RCI"],
    education: "BA, Psychology",
    currentPractice: "Online coaching practice",
    motivation: "I want to reach people who feel burned out by dating apps and ready to try something different.",
    approach: "Practical weekly experiments, reflection, and honest feedback on messages and first dates.",
    experience_description: "Four years coaching singles one to one and running small-group workshops in Austin.",
    agreesToTerms: true,
    agreesToBackground: true,
    ...extra,
  };
}

/** Step 2's request for Lena Ortiz at `email`: step 1's entries (which the server keeps) and the name on the subscription. */
export function lenaSubscriptionRequest(email: string) {
  return { firstName: "Lena", lastName: "Ortiz", email, phone: "5550107788", location: "Texas", gender: "", name: "Lena Ortiz" };
}

/** Ana Diaz's professional background (step 3) as the API takes it. */
export function anaBackground() {
  return {
    title: "Certified Relationship Coach",
    bio: "I help couples turn recurring arguments into conversations that actually resolve something.",
    experience: 6,
    hourlyRate: "120",
    specializations: ["Communication Skills"],
    sessionTypes: ["Couples Coaching"],
    availability: ["Evenings"],
    languages: ["English"],
    certifications: ["LMFT"],
    education: "MA, Counseling Psychology",
    currentPractice: "Private practice, 20 clients a week",
    motivation: "I want to reach people who would never walk into a therapist's office on their own.",
    approach: "Warm, structured and practical: we practise the hard conversation in the session itself.",
    experience_description: "Six years coaching couples, two of them in a community counselling centre.",
    agreesToTerms: true,
    agreesToBackground: true,
  };
}

export function anaApplication(extra: Record<string, unknown> = {}) {
  return {
    firstName: "Ana",
    lastName: "Diaz",
    email: "ana.diaz@example.com",
    phone: "(555) 010-2030",
    location: "Florida",
    ...anaBackground(),
    isActive: false,
    ...extra,
  };
}
