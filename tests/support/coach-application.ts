// One coach application as the form sends it, for API tests: Lena Ortiz, a dating coach in Texas.
// Tests add what they are about (an address, a subscription, a photo, `isActive`).
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
