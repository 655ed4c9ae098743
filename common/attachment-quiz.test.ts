import { describe, expect, it } from "vitest";
import {
  ATTACHMENT_STYLES,
  progressPercent,
  QUIZ_QUESTIONS,
  resultFromScores,
  scoreQuiz,
  STYLE_PROFILES,
  totalScores,
  type AttachmentStyle,
  type QuizAnswers,
} from "./attachment-quiz";

/** For each question, the option that scores highest for `style`. */
function answersLeaningTo(style: AttachmentStyle): QuizAnswers {
  return Object.fromEntries(
    QUIZ_QUESTIONS.map((q) => {
      const best = q.options.reduce(
        (bestIndex, option, index) => (option.scores[style] > q.options[bestIndex].scores[style] ? index : bestIndex),
        0,
      );
      return [q.id, best];
    }),
  );
}

describe("the questions", () => {
  it("are six, numbered 1 to 6, with three options each scoring 0 to 3 per style", () => {
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.question.length).toBeGreaterThan(10);
      expect(question.options).toHaveLength(3);
      for (const option of question.options) {
        for (const style of ATTACHMENT_STYLES) {
          expect(Number.isInteger(option.scores[style])).toBe(true);
          expect(option.scores[style]).toBeGreaterThanOrEqual(0);
          expect(option.scores[style]).toBeLessThanOrEqual(3);
        }
        // Every answer says something: no option scores nothing at all.
        expect(option.scores.secure + option.scores.anxious + option.scores.avoidant).toBeGreaterThan(0);
      }
    }
  });

  it("offer, in every question, one option that leans to each style", () => {
    for (const question of QUIZ_QUESTIONS) {
      for (const style of ATTACHMENT_STYLES) {
        const leansTo = (o: (typeof question.options)[number]) =>
          ATTACHMENT_STYLES.every((other) => other === style || o.scores[style] > o.scores[other]);
        expect(question.options.filter(leansTo)).toHaveLength(1);
      }
    }
  });

  it("do not put the options of one style in the same position every time", () => {
    for (const style of ATTACHMENT_STYLES) {
      const positions = new Set(Object.values(answersLeaningTo(style)));
      expect(positions.size).toBeGreaterThan(1);
    }
  });
});

describe("scoring", () => {
  it.each(ATTACHMENT_STYLES)("answers leaning %s give that style", (style) => {
    const result = scoreQuiz(answersLeaningTo(style));
    expect(result.primaryStyle).toBe(style);
    expect(result.percentage).toBeGreaterThan(80);
  });

  it("adds the scores of the chosen options", () => {
    const answers = { 1: 2, 2: 0, 3: 0, 4: 2, 5: 0, 6: 0 };
    // q1 (1,0,2) q2 (0,0,3) q3 (1,3,0) q4 (3,0,0) q5 (3,0,1) q6 (1,3,0)
    expect(totalScores(answers)).toEqual({ secure: 9, anxious: 6, avoidant: 6 });
    expect(scoreQuiz(answers)).toEqual({ primaryStyle: "secure", scores: { secure: 9, anxious: 6, avoidant: 6 }, percentage: 43 });
  });

  it("ignores unanswered questions and unknown option indexes", () => {
    expect(totalScores({ 1: 0, 2: 7 })).toEqual({ secure: 3, anxious: 0, avoidant: 0 });
  });

  it("picks the strictly highest total", () => {
    expect(resultFromScores({ secure: 2, anxious: 9, avoidant: 4 }).primaryStyle).toBe("anxious");
    expect(resultFromScores({ secure: 2, anxious: 4, avoidant: 9 }).primaryStyle).toBe("avoidant");
    expect(resultFromScores({ secure: 9, anxious: 4, avoidant: 2 }).primaryStyle).toBe("secure");
  });

  describe("ties", () => {
    it("secure wins a tie with anxious", () => {
      expect(resultFromScores({ secure: 7, anxious: 7, avoidant: 4 }).primaryStyle).toBe("secure");
    });
    it("secure wins a tie with avoidant", () => {
      expect(resultFromScores({ secure: 7, anxious: 4, avoidant: 7 }).primaryStyle).toBe("secure");
    });
    it("secure wins a three-way tie", () => {
      const result = resultFromScores({ secure: 6, anxious: 6, avoidant: 6 });
      expect(result.primaryStyle).toBe("secure");
      expect(result.percentage).toBe(33);
    });
    it("avoidant wins a tie with anxious (anxious must be strictly higher)", () => {
      expect(resultFromScores({ secure: 2, anxious: 8, avoidant: 8 }).primaryStyle).toBe("avoidant");
    });
    it("anxious wins when strictly higher than avoidant, even by one", () => {
      expect(resultFromScores({ secure: 2, anxious: 9, avoidant: 8 }).primaryStyle).toBe("anxious");
    });
    it("a secure total below a tied pair does not win", () => {
      expect(resultFromScores({ secure: 7, anxious: 8, avoidant: 8 }).primaryStyle).toBe("avoidant");
    });
    it("all zero is secure with 0%", () => {
      expect(resultFromScores({ secure: 0, anxious: 0, avoidant: 0 })).toEqual({
        primaryStyle: "secure",
        scores: { secure: 0, anxious: 0, avoidant: 0 },
        percentage: 0,
      });
    });
  });

  describe("percentage", () => {
    it("is the winning total over the sum, rounded half up", () => {
      expect(resultFromScores({ secure: 1, anxious: 0, avoidant: 1 }).percentage).toBe(50);
      expect(resultFromScores({ secure: 2, anxious: 1, avoidant: 0 }).percentage).toBe(67); // 66.67
      expect(resultFromScores({ secure: 1, anxious: 2, avoidant: 0 }).percentage).toBe(67);
      expect(resultFromScores({ secure: 1, anxious: 1, avoidant: 6 }).percentage).toBe(75);
      expect(resultFromScores({ secure: 1, anxious: 7, avoidant: 0 }).percentage).toBe(88); // 87.5
      expect(resultFromScores({ secure: 18, anxious: 0, avoidant: 0 }).percentage).toBe(100);
    });
  });
});

describe("progress", () => {
  it("is the question number over six, rounded", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => progressPercent(n))).toEqual([17, 33, 50, 67, 83, 100]);
  });
});

describe("the style profiles", () => {
  it("have green, amber and blue for secure, anxious and avoidant, and full texts", () => {
    expect(STYLE_PROFILES.secure.color).toBe("green");
    expect(STYLE_PROFILES.anxious.color).toBe("amber");
    expect(STYLE_PROFILES.avoidant.color).toBe("blue");
    for (const style of ATTACHMENT_STYLES) {
      const profile = STYLE_PROFILES[style];
      expect(profile.title).toMatch(/Attachment$/);
      expect(profile.emoji).not.toBe("");
      expect(profile.description.length).toBeGreaterThan(200);
      expect(profile.traits.length).toBeGreaterThanOrEqual(4);
      expect(profile.tips.length).toBeGreaterThanOrEqual(4);
    }
  });
});
