// Demo blog posts for the seed script: six complete articles in the restricted HTML the blog
// renders (headings, paragraphs, lists, emphasis and quotes only). Plain deterministic data.

import type { BLOG_AUTHORS, BLOG_CATEGORIES } from "#common/catalogue/blog-options";

export interface DemoBlogPost {
  title: string;
  slug: string;
  description: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  readTime: string;
  metaDescription: string;
  /** ISO 8601, UTC. */
  publishedAt: string;
}

/** The same shape, with author and category narrowed to the catalogue's values (checked at compile time). */
interface CatalogueCheckedPost extends DemoBlogPost {
  author: (typeof BLOG_AUTHORS)[number];
  category: (typeof BLOG_CATEGORIES)[number];
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: "Rebuilding Trust After a Betrayal: What Actually Helps",
    slug: "rebuilding-trust-after-betrayal",
    description:
      "Trust rarely comes back through one big apology. Here is what the slow, steady work of repair looks like for both partners after an affair or a serious lie.",
    content: `<p>Few things shake a relationship like discovering that your partner has been unfaithful, hidden a debt, or kept a second life online. The ground you stood on suddenly feels uncertain, and even ordinary moments, a late text or a locked phone, can set off alarm bells. If you are both choosing to stay and try, it helps to know that trust can be rebuilt. It just does not happen the way most people expect.</p>

<h2>Why one big apology is not enough</h2>
<p>The partner who broke trust often wants to apologize once, sincerely, and move on. The hurt partner often needs to return to the subject again and again. Neither is wrong. Trust is not restored by words in a single conversation; it is restored by a long series of small experiences in which the betrayed partner checks, and finds that what they were told is true.</p>
<blockquote>Trust is rebuilt in evidence, not in promises. Each kept commitment is a small deposit.</blockquote>

<h2>What the partner who broke trust can do</h2>
<ul>
<li><strong>Tell the whole truth, once.</strong> Trickle-truthing, revealing pieces only when confronted, restarts the injury every time. Answer honest questions honestly, even the uncomfortable ones.</li>
<li><strong>End the secret completely.</strong> That means no contact with an affair partner, closing hidden accounts, or deleting the apps. Half measures keep the wound open.</li>
<li><strong>Offer transparency before it is demanded.</strong> Volunteering where you are, or leaving your phone unlocked for a season, says "I have nothing to hide" more convincingly than any speech.</li>
<li><strong>Stay with their pain.</strong> When your partner is hurting, resist the urge to defend, explain, or point out how long it has been. Say, "I know I caused this, and I'm here."</li>
</ul>

<h2>What the hurt partner can do</h2>
<p>You did not cause the betrayal, and you do not owe anyone a quick recovery. Still, there are things that help you heal rather than stay stuck:</p>
<ul>
<li><strong>Name your triggers.</strong> Telling your partner "When you're late without texting, my mind goes straight back to last spring" gives them a way to help.</li>
<li><strong>Ask for specific reassurance.</strong> Vague demands ("just make me feel safe") are impossible to meet. Specific ones ("call me when you leave the office") are doable.</li>
<li><strong>Set limits on investigation.</strong> Some checking is normal early on. Hours spent searching phones or replaying details can deepen the hurt. Notice when it stops helping.</li>
<li><strong>Lean on people outside the relationship.</strong> A trusted friend, a support group, or your own counselor can carry some of what your partner cannot.</li>
</ul>

<h2>The three phases most couples move through</h2>
<h3>1. Crisis</h3>
<p>The first weeks are usually raw, with sleeplessness, intense questions, and big swings between anger and closeness. The goal here is not to resolve anything; it is to stay safe and stop further damage.</p>
<h3>2. Understanding</h3>
<p>Once the shock settles, couples can begin to look at what made the relationship vulnerable. This is not about blaming the hurt partner. It is about understanding patterns, such as avoidance, loneliness, or unspoken resentment, so they are not repeated.</p>
<h3>3. Rebuilding</h3>
<p>Eventually, many couples start choosing each other again on purpose. New rituals, clearer agreements, and a more honest way of talking can make the relationship stronger than it was before, though different.</p>

<h2>How long does it take?</h2>
<p>For many couples, meaningful recovery takes somewhere between one and two years. Progress is rarely a straight line. A good week may be followed by an anniversary, a song, or a passing car that brings everything back. Setbacks are not failures; they are part of the process.</p>

<h2>When to get support</h2>
<p>If your conversations keep escalating, if one of you cannot stop the secret behavior, or if you are unsure whether you even want to stay, a therapist or coach experienced with infidelity can help you both slow down. Their job is not to decide for you. It is to help you make the decision, whether to rebuild or to part, with clarity and respect.</p>
<p>Above all, be patient with yourselves. Rebuilding trust is some of the hardest work two people can do together, and choosing to attempt it is already an act of courage.</p>`,
    author: "Dr. Daniel Weiss",
    category: "Relationship Advice",
    tags: ["Trust", "Infidelity", "Repair", "Couples"],
    readTime: "4 min read",
    metaDescription:
      "Rebuilding trust after an affair or a serious lie takes time. Practical steps for both partners, the phases couples move through, and when to ask for support.",
    publishedAt: "2025-09-16T14:00:00Z",
  },
  {
    title: "How to Talk About Money With Your Partner Without Fighting",
    slug: "how-to-talk-about-money-with-your-partner",
    description:
      "Money arguments are rarely about the numbers. This guide shows how to prepare, what to ask, and how to build a shared plan that respects you both.",
    content: `<p>Ask couples what they argue about most, and money comes up again and again. Yet the fights are rarely about arithmetic. They are about security, freedom, fairness, and the stories each of us learned about money long before we met our partner. A good money conversation makes room for those stories first, and the spreadsheet second.</p>

<h2>Start with your money stories</h2>
<p>Before you talk about budgets, talk about what money meant in the homes you grew up in. Maybe your parents fought about bills at the kitchen table, or maybe money was never discussed at all. Perhaps one of you grew up with very little and the other with plenty. These early experiences shape how safe you feel spending, saving, or borrowing today.</p>
<p>Try a few open questions, and take turns answering:</p>
<ul>
<li>What did you learn about money from your family, spoken or unspoken?</li>
<li>When do you feel most anxious about money? When do you feel most at ease?</li>
<li>What is one purchase you have never regretted, and why?</li>
<li>What would "financially secure" look like for you in ten years?</li>
</ul>
<p>You are not looking for the right answers. You are looking for understanding. It is much easier to compromise with a partner whose fears make sense to you.</p>

<h2>Choose the right moment</h2>
<p>Money talks go badly when they happen in the middle of a surprise bill, late at night, or right after one of you made a purchase the other did not like. Instead, schedule the conversation. Pick a calm time, put your phones away, and agree on how long you will talk. Forty-five minutes is usually plenty for a first round.</p>
<blockquote>Talk about money when nothing is on fire, so you are building a plan instead of fighting a crisis.</blockquote>

<h2>Put everything on the table</h2>
<p>Financial secrets, even small ones, erode trust. Share the basics openly:</p>
<ol>
<li>Your income and how stable it feels.</li>
<li>Your debts, including student loans, credit cards, and money owed to family.</li>
<li>Your savings and any accounts your partner may not know about.</li>
<li>Regular commitments, such as supporting a parent or paying child support.</li>
</ol>
<p>If this list makes you nervous, say so. "I'm embarrassed about my credit card balance" opens a kinder conversation than a figure dropped without context.</p>

<h2>Decide how you will share</h2>
<p>There is no single correct system. Some couples pool everything, some keep everything separate, and many use a mix: a joint account for shared costs and individual accounts for personal spending. What matters is that the system feels fair to both of you. Fair does not always mean equal. If one partner earns much more, splitting costs in proportion to income may feel better than splitting them down the middle.</p>
<p>It also helps to agree on a "check-in number," an amount above which either of you will talk to the other before buying. For some couples it is fifty dollars, for others it is five hundred.</p>

<h2>Set shared goals</h2>
<p>Budgets feel restrictive when they are only about saying no. They feel motivating when they are tied to something you both want: a trip, a home, time off when a baby arrives, or simply less stress at the end of the month. Write down two or three shared goals and one personal goal each.</p>

<h2>Keep talking</h2>
<p>One conversation will not settle everything. Many couples find that a short monthly money date, with a coffee, a review of the month, and a look ahead, keeps small worries from growing into big fights. Celebrate progress, however modest.</p>

<h2>When it keeps going wrong</h2>
<p>If money talks always end in tears or silence, there may be something deeper going on, such as a power imbalance, past financial betrayal, or anxiety that needs attention of its own. A relationship coach or therapist can help you slow the conversation down and hear what sits underneath the numbers. With patience, money can become something you plan together instead of something you fight about.</p>`,
    author: "Dr. Sofia Ramirez",
    category: "Communication",
    tags: ["Money", "Communication", "Finances", "Shared Goals"],
    readTime: "4 min read",
    metaDescription:
      "Money fights are rarely about numbers. Learn how to share your money stories, pick the right moment, split costs fairly and set goals you both care about.",
    publishedAt: "2025-12-03T15:30:00Z",
  },
  {
    title: "Navigating a Situationship: How to Figure Out What You Want",
    slug: "navigating-a-situationship",
    description:
      "Undefined relationships can be fun, confusing or quietly painful. Here is how to get clear on your own needs and have the conversation you have been avoiding.",
    content: `<p>You see each other most weekends. You text daily. You have met a couple of their friends. But when someone asks, "So what are you two?", you have no idea what to say. Welcome to the situationship: a connection that feels like more than casual but has never been named.</p>
<p>Situationships are not automatically bad. For some people, a low-pressure connection fits a busy season of life perfectly. The trouble starts when one person quietly wants more, or when the uncertainty itself starts to eat away at your peace of mind.</p>

<h2>Signs the ambiguity is costing you</h2>
<ul>
<li>You check your phone constantly, waiting to see if they will make plans.</li>
<li>You hold back from dating other people, even though you have never agreed to be exclusive.</li>
<li>You rehearse casual-sounding messages so you do not seem "too invested."</li>
<li>You feel a jolt of anxiety when they mention someone new.</li>
<li>You find yourself planning around them while they rarely plan around you.</li>
</ul>
<p>If several of these sound familiar, the arrangement may be working better for them than for you. That is useful information, not a failure.</p>

<h2>Get clear on what you want first</h2>
<p>Before you talk to the other person, spend some time with your own answers. It is easy to let the situationship define your needs for you. Try asking yourself:</p>
<ol>
<li>If nothing changed for six more months, how would I feel?</li>
<li>Do I want exclusivity, a committed relationship, or simply more consistency?</li>
<li>What am I afraid will happen if I ask for more?</li>
<li>What would I tell a close friend in my position?</li>
</ol>
<p>Be honest about the fear. Many people stay in undefined relationships because asking feels like risking the whole thing. But a connection that cannot survive a clear question was never as secure as it felt.</p>
<blockquote>Asking for clarity is not needy. It is the most respectful thing you can do for both of you.</blockquote>

<h2>How to have the conversation</h2>
<h3>Pick a calm, private moment</h3>
<p>Not over text, not after a few drinks, and not in the middle of a disagreement. A walk or a quiet evening in works well.</p>
<h3>Lead with your experience</h3>
<p>Instead of "What are we?", which can feel like a test, try "I really enjoy the time we spend together, and I've realized I'd like something more defined. I'm curious where you're at." This shares your feelings without demanding an instant answer.</p>
<h3>Listen to the answer you get</h3>
<p>If they say they are not looking for anything serious, believe them. People often hope a partner will change their mind with time. Occasionally that happens, but building your plans around it usually leads to more hurt.</p>
<h3>Give them time, but not forever</h3>
<p>It is fair for someone to want a few days to think. It is also fair for you to expect an answer. "Can we talk again this weekend?" keeps things kind and keeps them moving.</p>

<h2>If the answer is not what you hoped</h2>
<p>Walking away from a situationship can hurt as much as ending a committed relationship, even if others do not take your grief seriously. Let yourself feel it. Mute or unfollow for a while if seeing their posts keeps you hooked. Lean on friends, return to the activities that make you feel like yourself, and notice what you learned about what you need.</p>

<h2>If you both want to keep it casual</h2>
<p>That can work too, as long as it is a genuine choice and not a silent compromise. Talk openly about exclusivity, safer sex, and how you will let each other know if feelings change. Clear agreements make casual connections kinder.</p>

<h2>When to reach out for support</h2>
<p>If you notice a pattern of ending up in undefined relationships, or you feel intense anxiety every time someone pulls back, a dating coach or therapist can help you understand what keeps pulling you in and build the confidence to ask for what you want from the start.</p>`,
    author: "Dr. Maya Chen",
    category: "Dating Tips",
    tags: ["Situationships", "Dating", "Boundaries", "Self-Worth"],
    readTime: "4 min read",
    metaDescription:
      "Stuck in a relationship with no label? Learn the signs the ambiguity is costing you, how to get clear on what you want, and how to ask for it with confidence.",
    publishedAt: "2026-02-18T13:00:00Z",
  },
  {
    title: "Keeping Your Connection Alive When You Have Young Kids",
    slug: "keeping-connection-alive-with-young-kids",
    description:
      "Small children can leave parents feeling more like co-workers than partners. These realistic habits help you stay close during the most exhausting years.",
    content: `<p>Research and experience agree: the years after a baby arrives are some of the hardest on a couple. Sleep disappears, conversations shrink to logistics, and the person you used to stay up talking with becomes the one you hand the baby to at the door. If you feel more like co-managers of a small, loud business than partners, you are not alone, and you are not failing.</p>
<p>The good news is that connection during these years does not require long weekends away. It comes from small, repeated moments that remind you that you are on the same team.</p>

<h2>Lower the bar, then clear it often</h2>
<p>Many couples wait for the perfect date night, and when it does not happen, they feel guilty or resentful. Instead, aim for small moments you can actually keep:</p>
<ul>
<li><strong>A six-second kiss</strong> when one of you leaves or comes home. Long enough to register, short enough for a toddler to tolerate.</li>
<li><strong>A daily ten-minute check-in</strong> after bedtime, with phones down. Ask one question that is not about the kids.</li>
<li><strong>A weekly mini-date</strong> at home: takeout on the floor, a board game, or a walk with the stroller where the only rule is no talking about daycare.</li>
</ul>
<blockquote>Connection is built in minutes, not in grand gestures. The minutes just have to keep coming.</blockquote>

<h2>Share the invisible work</h2>
<p>Few things fuel resentment faster than an uneven mental load. One partner often ends up remembering the vaccination appointments, the birthday gifts, and when the diapers are running low. Even if the physical tasks are shared, carrying the planning alone is exhausting.</p>
<ol>
<li>Sit down together and list everything that keeps the household running, including the thinking and planning.</li>
<li>Divide whole areas, not single tasks. "You own school forms, start to finish" works better than "can you sign this?"</li>
<li>Revisit the list every few months. Needs change as children grow.</li>
</ol>

<h2>Talk about intimacy honestly</h2>
<p>Physical intimacy often changes after children, because of exhaustion, recovery from birth, being touched all day, or simply lack of privacy. These changes are normal, but silence about them can lead to hurt on both sides. One partner may feel rejected, while the other feels pressured.</p>
<p>Try talking about it outside the bedroom, when neither of you is tired or disappointed. Share what you miss, what feels hard right now, and what kind of closeness would feel good, whether that is cuddling on the couch, a back rub, or planning time for sex in advance. Scheduling may not sound romantic, but for many parents it takes the guesswork and pressure away.</p>

<h2>Protect each other's time to recharge</h2>
<p>You cannot give to a relationship from an empty tank. Trade off regular solo time, a morning to sleep in, an evening at the gym, an hour with a friend, so that each of you has space to feel like a person and not only a parent. Treat your partner's time off as seriously as your own.</p>

<h2>Fight like teammates</h2>
<p>Arguments are inevitable when you are tired. What matters is how you repair. A few habits help:</p>
<ul>
<li>Take a break when voices rise, and agree to come back within the hour.</li>
<li>Start hard conversations gently: "I'm feeling stretched thin and could use help with mornings" rather than "You never help."</li>
<li>Apologize for tone even if you still disagree on the point.</li>
<li>Avoid arguing in front of the kids when you can, and let them see you make up when you cannot.</li>
</ul>

<h2>Remember who you were</h2>
<p>Every so often, look back at photos from before the kids, or talk about how you met. Remind each other of the things you loved about one another before you were also co-parents. That person is still there, just very tired.</p>

<h2>When to get extra support</h2>
<p>If you find yourselves stuck in constant conflict, if one of you is struggling with low mood or anxiety, or if you feel like strangers sharing a house, a couples coach or family therapist can help. Asking for support is not a sign that your relationship is in trouble. It is a sign that you are taking it seriously during a season that tests everyone.</p>`,
    author: "Dr. James Okafor",
    category: "Family",
    tags: ["Parenting", "Connection", "Intimacy", "Family Life"],
    readTime: "4 min read",
    metaDescription:
      "Small kids can leave parents feeling like co-workers. Learn realistic habits that keep couples close: small daily rituals, a fair mental load and honest talk.",
    publishedAt: "2026-05-07T16:00:00Z",
  },
  {
    title: "Setting Boundaries With In-Laws as a Couple",
    slug: "setting-boundaries-with-in-laws",
    description:
      "Loving families can still overstep. Learn how to agree on boundaries as a couple, who should deliver them, and how to hold them kindly and consistently.",
    content: `<p>When you commit to a partner, you also gain a family with its own history, habits, and expectations. Sometimes that is a gift. Often it is a mix of warmth and friction: a mother-in-law who drops by unannounced, a father-in-law with strong opinions about your career, holiday traditions that leave no room for yours. Setting boundaries with in-laws is not about pushing family away. It is about protecting the new family you are building.</p>

<h2>Agree with your partner first</h2>
<p>The most common mistake couples make is trying to set boundaries before they agree with each other. If one partner is frustrated and the other thinks things are fine, any boundary will feel like a betrayal to someone. Start with a private conversation:</p>
<ul>
<li>What specific situations are causing stress? "Your mom criticizes how we parent" is easier to work with than "your mom is too much."</li>
<li>Which issues truly matter, and which can you let go?</li>
<li>What would a reasonable change look like?</li>
<li>What feelings does this bring up for each of you, including loyalty and guilt?</li>
</ul>
<p>Remember that your partner may feel torn. Criticizing their family harshly will usually make them defend it. Focus on the behavior and its effect on you, not on anyone's character.</p>
<blockquote>The goal is not to win against your in-laws. It is to stand together as a couple.</blockquote>

<h2>Each partner handles their own family</h2>
<p>As a general rule, boundaries land more gently when they come from the adult child rather than the in-law. Your partner knows their family's language, history and soft spots, and their parents are more likely to hear a request from them as love rather than rejection. Your role is to support, not to lead, and to avoid undermining the message afterward.</p>

<h2>Be clear, kind and specific</h2>
<p>Vague hints rarely work. Clear statements, delivered warmly, usually do. Some examples:</p>
<ul>
<li>"We love seeing you. Please text before you come over so we can make sure we're home and ready."</li>
<li>"We've decided how we're handling bedtime. We'd really appreciate it if you'd follow the same routine when you babysit."</li>
<li>"We're going to spend this Christmas with Alex's family and come to you for New Year's."</li>
<li>"We'd rather not discuss our finances, but thank you for caring."</li>
</ul>
<p>You do not need to justify every boundary at length. A short reason is fine; a long defense invites debate.</p>

<h2>Expect some pushback</h2>
<p>Families often test new boundaries, not out of malice but out of habit. A parent who has always dropped by may do it again, or may feel hurt and say so. This is normal. Stay calm, repeat the boundary, and follow through.</p>
<ol>
<li>Acknowledge their feelings: "I know this is a change, and I can hear that it stings."</li>
<li>Restate the boundary without apologizing for it.</li>
<li>Follow through consistently. If a boundary is ignored without consequence, it quickly stops being a boundary.</li>
</ol>

<h2>Make room for connection</h2>
<p>Boundaries work best when they come alongside genuine warmth. Invite your in-laws to things you do want them part of. Ask for their stories, recipes, or advice on topics where you welcome it. When families feel included in some areas, they are less likely to push in others.</p>

<h2>Cultural expectations matter</h2>
<p>In many families, especially across cultures, closeness with extended family is a core value rather than an intrusion. What feels like overstepping to one partner may feel like love to the other. Be curious about these differences rather than treating one way as correct. Couples often find a middle ground, such as frequent contact but private decision-making, that honors both backgrounds.</p>

<h2>When to seek outside help</h2>
<p>If in-law conflict is causing repeated fights between you and your partner, or if a family member is controlling or hurtful, a couples therapist can help you find common ground and plan conversations together. Protecting your relationship is not disloyalty to anyone. It is the foundation on which all your family relationships can stand.</p>`,
    author: "Dr. Amara Patel",
    category: "Marriage",
    tags: ["In-Laws", "Boundaries", "Family", "Marriage"],
    readTime: "4 min read",
    metaDescription:
      "Loving in-laws can still overstep. How to agree on boundaries as a couple, who should say them, and how to hold them with warmth, clarity and consistency.",
    publishedAt: "2026-08-12T12:00:00Z",
  },
  {
    title: "Your First Couples Coaching Session: What to Expect",
    slug: "first-couples-coaching-session-what-to-expect",
    description:
      "Nervous about starting couples coaching or therapy? Here is what typically happens in the first session, how to prepare, and how to tell if it is a good fit.",
    content: `<p>Booking a first session with a couples coach or therapist can feel like a big step. Many people worry that it means the relationship is in serious trouble, or that they will be blamed, or that they will have to share everything with a stranger in the first hour. In reality, a first session is usually calmer and more practical than people expect. Knowing what is coming can take a lot of the nerves away.</p>

<h2>Before the session</h2>
<p>Most coaches and therapists offer a short call or ask you to fill in a brief form before you meet. This helps them understand what brings you in and whether they are the right fit. It is a good time to ask practical questions:</p>
<ul>
<li>What is your approach with couples, and what training do you have?</li>
<li>How long are sessions, and how often do couples usually meet?</li>
<li>What are your fees, and do you accept insurance?</li>
<li>Do you ever meet with partners individually?</li>
</ul>
<p>It also helps to talk with your partner beforehand about why you are going. You do not need to agree on everything, but it helps to agree that you both want things to feel better.</p>

<h2>What happens in the first session</h2>
<h3>Getting to know you</h3>
<p>Expect questions about how you met, what drew you to each other, and what your life looks like now: work, children, family, and stress. A good coach is interested in your strengths as much as your problems.</p>
<h3>Hearing both perspectives</h3>
<p>Each of you will have a chance to describe what is not working and what you hope will change. The coach will make sure both voices are heard. If one partner tends to dominate conversations at home, this is often the first place the other feels truly listened to.</p>
<blockquote>A first session is not a trial with a verdict. It is the beginning of a shared map.</blockquote>
<h3>Setting goals</h3>
<p>Toward the end, you will usually talk about goals. They might be broad, like feeling closer, or specific, like arguing less about household tasks or deciding whether to have children. Clear goals make it easier to notice progress later.</p>
<h3>Agreeing on how you will work</h3>
<p>Your coach will explain how sessions run, what happens between them, and how confidentiality works. Some assign small exercises, such as a daily check-in or noticing moments of appreciation. Others focus mostly on the conversations in the room.</p>

<h2>Common worries, answered</h2>
<ul>
<li><strong>"Will they take sides?"</strong> A skilled professional stays on the side of the relationship. They may challenge each of you, but not to decide who is right.</li>
<li><strong>"What if I cry or get angry?"</strong> Strong feelings are expected. Coaches and therapists are trained to slow things down when emotions run high.</li>
<li><strong>"Does going mean we are close to breaking up?"</strong> Not at all. Many couples come to strengthen a good relationship, prepare for marriage, or navigate a big change together.</li>
<li><strong>"What if my partner is reluctant?"</strong> That is common. Invite them to try one or two sessions. Many reluctant partners become the most engaged.</li>
</ul>

<h2>How to get the most out of it</h2>
<ol>
<li>Be honest, even when it is uncomfortable. Your coach can only help with what they know.</li>
<li>Speak about your own experience using "I" statements rather than describing your partner's flaws.</li>
<li>Be curious about your own part in recurring patterns.</li>
<li>Try the exercises between sessions, even imperfectly.</li>
<li>Give it time. Many couples feel a shift within a few sessions, but lasting change usually takes longer.</li>
</ol>

<h2>How to know if it is a good fit</h2>
<p>After the first session or two, ask yourselves: Did we both feel heard? Did the coach seem to understand what matters to us? Do we feel a little more hopeful, even if nothing is solved yet? If the answer is no, it is perfectly fine to try someone else. Fit matters, and a good professional will support you in finding the right match.</p>
<p>Starting couples coaching is an act of investment in your relationship. Going in with realistic expectations makes it easier to show up openly, and that openness is where real change begins.</p>`,
    author: "Dr. Maya Chen",
    category: "Psychology",
    tags: ["Couples Coaching", "Therapy", "First Session", "Getting Started"],
    readTime: "4 min read",
    metaDescription:
      "Nervous about couples coaching? See what happens in a first session, how to prepare with your partner, common worries answered and how to judge a good fit.",
    publishedAt: "2026-10-27T10:00:00Z",
  },
] satisfies readonly CatalogueCheckedPost[];
