// The attachment style quiz (docs/product/quiz.md): six
// questions with three options each, every option scoring 0–3 for each style, the scoring rule and
// the three style profiles. Pure data and functions, shared by the page and its tests.
//
// The items follow the two dimensions attachment research measures in adults (anxiety about
// closeness and avoidance of it, as in the ECR scales): reactions to distance, to growing
// commitment, to conflict, to depending on each other, to a partner's independence and to
// emotional disclosure. Options are not in the same order in every question, so the quiz cannot be
// answered by pattern.

export const ATTACHMENT_STYLES = ["secure", "anxious", "avoidant"] as const;
export type AttachmentStyle = (typeof ATTACHMENT_STYLES)[number];

export type StyleScores = Record<AttachmentStyle, number>;

export interface QuizOption {
  text: string;
  scores: StyleScores;
}

export interface QuizQuestion {
  /** 1 to 6. */
  id: number;
  question: string;
  options: readonly [QuizOption, QuizOption, QuizOption];
}

export interface QuizResult {
  primaryStyle: AttachmentStyle;
  scores: StyleScores;
  /** The winning total as a share of all three totals, rounded to a whole percent. */
  percentage: number;
}

export interface StyleProfile {
  title: string;
  emoji: string;
  color: "green" | "amber" | "blue";
  description: string;
  traits: readonly string[];
  tips: readonly string[];
}

/** Answers: question id → index of the chosen option (0, 1 or 2). */
export type QuizAnswers = Readonly<Record<number, number>>;

const score = (secure: number, anxious: number, avoidant: number): StyleScores => ({ secure, anxious, avoidant });

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: "Your partner hasn't answered your message for several hours. What usually goes through your mind?",
    options: [
      { text: "They're probably busy. I'll hear from them later, and I get on with my day.", scores: score(3, 0, 0) },
      { text: "I start to worry that something is wrong between us and keep checking my phone.", scores: score(0, 3, 0) },
      { text: "I hardly notice. Honestly, I like having stretches of time to myself.", scores: score(1, 0, 2) },
    ],
  },
  {
    id: 2,
    question: "When a relationship starts to become serious, you tend to…",
    options: [
      { text: "Feel an urge to slow things down or keep a little distance.", scores: score(0, 0, 3) },
      { text: "Enjoy growing closer while keeping my own friends and interests.", scores: score(3, 0, 0) },
      { text: "Need to hear that they feel as strongly about me as I do about them.", scores: score(0, 3, 0) },
    ],
  },
  {
    id: 3,
    question: "After a disagreement with your partner, you are most likely to…",
    options: [
      { text: "Want to talk it through right away; I feel uneasy until we have made up.", scores: score(1, 3, 0) },
      { text: "Take a short breather if I need one, then come back and talk it through calmly.", scores: score(3, 0, 0) },
      { text: "Go quiet and need space. I would rather move on than go over it again.", scores: score(0, 0, 3) },
    ],
  },
  {
    id: 4,
    question: "How do you feel about depending on a partner, and about them depending on you?",
    options: [
      { text: "I'd rather handle things on my own, and I feel uneasy when someone relies on me a lot.", scores: score(0, 0, 3) },
      { text: "I want to lean on them, but I worry they won't be there when I really need them.", scores: score(0, 3, 0) },
      { text: "Comfortable both ways. Relying on each other feels natural to me.", scores: score(3, 0, 0) },
    ],
  },
  {
    id: 5,
    question: "Your partner wants to spend an evening out with their friends, without you. You…",
    options: [
      { text: "Are glad they have their own friends, and make plans of my own.", scores: score(3, 0, 1) },
      { text: "Feel relieved. Too much togetherness can start to feel smothering.", scores: score(0, 0, 3) },
      { text: "Feel a bit left out and wonder whether it means they're losing interest.", scores: score(0, 3, 0) },
    ],
  },
  {
    id: 6,
    question: "When it comes to sharing your deepest feelings with a partner, you…",
    options: [
      { text: "Share a lot, and feel hurt or worried when they don't open up as much in return.", scores: score(1, 3, 0) },
      { text: "Find it hard to open up. Keeping some things private feels safer.", scores: score(0, 0, 3) },
      { text: "Open up step by step as trust grows, and welcome it when they do the same.", scores: score(3, 0, 0) },
    ],
  },
];

export const QUESTION_COUNT = QUIZ_QUESTIONS.length;

export const STYLE_PROFILES: Record<AttachmentStyle, StyleProfile> = {
  secure: {
    title: "Secure Attachment",
    emoji: "💚",
    color: "green",
    description:
      "You are generally comfortable with closeness and with independence. You can trust a partner without losing yourself, say what you need, and work through disagreements without feeling that the whole relationship is at stake. Security is not perfection: you still feel hurt, jealousy or doubt at times, but you tend to recover and reach out rather than spiral or shut down.",
    traits: [
      "You feel at ease with intimacy and with time apart",
      "You express needs and feelings directly and kindly",
      "You see conflict as something to solve together, not a threat",
      "You trust a partner's love without constant reassurance",
      "You can set boundaries and respect the boundaries of others",
    ],
    tips: [
      "Keep investing in what works: regular check-ins, appreciation and honest repair after arguments.",
      "Be patient with partners whose style differs from yours; your steadiness can help them feel safe.",
      "Notice the situations that still unsettle you, such as stress, loss or big changes, and name them early.",
      "Keep your own friendships and interests alive; they are part of what keeps you secure.",
    ],
  },
  anxious: {
    title: "Anxious Attachment",
    emoji: "💛",
    color: "amber",
    description:
      "You love deeply and care a great deal about your relationships. Closeness matters to you, and when a partner seems distant your mind may jump to the worst, so you look for reassurance or try harder to reconnect. This is a very human response, often shaped by past relationships in which love felt uncertain. With awareness and support, many people with an anxious style develop a calmer, more secure way of loving.",
    traits: [
      "You are attentive, warm and highly tuned in to your partner's moods",
      "You may worry about being abandoned or loved less than you love",
      "Silence or distance can feel alarming and hard to ignore",
      "You often seek reassurance, and it helps only for a while",
      "You may put a partner's needs ahead of your own to keep the peace",
    ],
    tips: [
      "When worry spikes, pause before acting: breathe, name the feeling and ask what you actually know.",
      'Ask for what you need directly ("a quick text when you\'re running late helps me") instead of testing or guessing.',
      "Build a life that steadies you outside the relationship: friends, routines and things you enjoy.",
      "Choose partners who are consistent; reliability feels calming rather than boring once you get used to it.",
      "Practise self-soothing and self-compassion; a coach or therapist can help you learn both.",
    ],
  },
  avoidant: {
    title: "Avoidant Attachment",
    emoji: "💙",
    color: "blue",
    description:
      "You value independence and self-reliance, and you are good at handling things on your own. When a relationship becomes very close, or a partner needs a lot from you, you may feel a pull to step back, change the subject or keep feelings to yourself. This style often develops when relying on others felt unsafe or unwelcome earlier in life. It does not mean you don't care; with practice, closeness can start to feel less like a loss of freedom and more like a safe place.",
    traits: [
      "You are self-sufficient and calm under pressure",
      "You value personal space and can feel crowded by strong emotions",
      "You may find it hard to talk about feelings or ask for help",
      "You may pull back when things get serious or after conflict",
      "You sometimes focus on a partner's flaws when closeness grows",
    ],
    tips: [
      "Notice the urge to withdraw and name it (\"I need an hour to myself, then let's talk\") so a partner doesn't feel shut out.",
      "Share one small feeling or need at a time; vulnerability is a skill that grows with practice.",
      "When you find yourself criticising a partner, ask whether closeness is what is really unsettling you.",
      "Remember that needing people is not weakness; healthy dependence and independence go together.",
      "A coach or therapist can help you explore where the need for distance comes from, at your own pace.",
    ],
  },
};

export const ZERO_SCORES: StyleScores = { secure: 0, anxious: 0, avoidant: 0 };

/** Adds up the scores of the chosen options; unanswered questions count nothing. */
export function totalScores(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): StyleScores {
  const totals = { ...ZERO_SCORES };
  for (const question of questions) {
    const chosen = answers[question.id];
    const option = chosen === undefined ? undefined : question.options[chosen];
    if (!option) continue;
    for (const style of ATTACHMENT_STYLES) totals[style] += option.scores[style];
  }
  return totals;
}

/**
 * The primary style is the highest total. Ties go to secure first (secure wins whenever it is at
 * least as high as both others); anxious beats avoidant only when strictly higher, so an
 * anxious–avoidant tie is avoidant. The percentage is the winning total over the sum of the three,
 * rounded to a whole number (0 when nothing was scored).
 */
export function resultFromScores(scores: StyleScores): QuizResult {
  const { secure, anxious, avoidant } = scores;
  let primaryStyle: AttachmentStyle;
  if (secure >= anxious && secure >= avoidant) primaryStyle = "secure";
  else if (anxious > avoidant) primaryStyle = "anxious";
  else primaryStyle = "avoidant";
  const sum = secure + anxious + avoidant;
  const percentage = sum === 0 ? 0 : Math.round((scores[primaryStyle] / sum) * 100);
  return { primaryStyle, scores: { ...scores }, percentage };
}

export function scoreQuiz(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizResult {
  return resultFromScores(totalScores(answers, questions));
}

/** Progress shown above a question: its 1-based number over the question count, rounded. */
export function progressPercent(questionNumber: number, count: number = QUESTION_COUNT): number {
  return Math.round((questionNumber / count) * 100);
}
