export const content = `<p>Ask couples what they most want to improve and "communication" comes up again and again. But communication is not a single skill. It is a set of small habits: how you start a difficult conversation, how you listen when you feel criticised, how you repair after things go wrong. The encouraging part is that every one of these habits can be learned, at any age and at any stage of a relationship.</p>

<p>Decades of research on couples, including the well-known work of John and Julie Gottman, suggest that it is not the absence of conflict that predicts lasting relationships. Happy couples argue too. What sets them apart is how they argue, and how quickly and warmly they find their way back to each other. Here are the skills that make the biggest difference.</p>

<h2>1. Listen to understand, not to reply</h2>
<p>Most of us listen with half an ear while we prepare our defence. Active listening means setting your response aside long enough to genuinely understand what your partner is saying and feeling.</p>
<ul>
<li><strong>Reflect back what you heard.</strong> "So it sounds like you felt left out when I made plans without checking with you. Is that right?"</li>
<li><strong>Ask before you advise.</strong> Sometimes your partner wants solutions; often they want to feel understood first. "Do you want ideas, or do you mostly need me to listen?" is a gift.</li>
<li><strong>Validate the feeling, even if you see things differently.</strong> Validation is not agreement. "I can see why that would hurt" keeps the conversation open while you still hold your own view.</li>
</ul>

<h2>2. Start gently</h2>
<p>The first three minutes of a difficult conversation often set its course. Opening with criticism ("you never help around here") almost guarantees defensiveness. A softer start describes the situation and your feelings, then asks for something specific.</p>
<p>A simple formula helps: <em>"I feel [emotion] about [specific situation], and I need [positive request]."</em> For example: "I feel overwhelmed when the kitchen is still messy at bedtime. Could we clean up together after dinner?" It is the same concern, but it invites teamwork instead of a counterattack.</p>

<h2>3. Use "I" statements</h2>
<p>"You" statements ("you're so selfish," "you always do this") sound like verdicts about your partner's character. "I" statements speak about your experience, which nobody can argue with. Compare "you don't care about my work" with "I felt disappointed when we didn't talk about my presentation; it mattered a lot to me." The second version tells your partner what happened inside you and what would help.</p>

<h2>4. Watch for the four communication traps</h2>
<p>Relationship researchers describe four patterns that, when they become habits, wear relationships down. Learning to notice them is half the battle.</p>
<ul>
<li><strong>Criticism:</strong> attacking your partner's character rather than addressing a behaviour. <em>Antidote:</em> a gentle start focused on the specific situation.</li>
<li><strong>Contempt:</strong> sarcasm, eye-rolling, mockery or name-calling. It is the most damaging of the four. <em>Antidote:</em> build a culture of appreciation and respect, and voice needs directly.</li>
<li><strong>Defensiveness:</strong> making excuses or counter-attacking when you feel blamed. <em>Antidote:</em> take responsibility for even a small part of the problem.</li>
<li><strong>Stonewalling:</strong> shutting down and withdrawing from the conversation. <em>Antidote:</em> take a deliberate break and come back.</li>
</ul>

<h2>5. Take breaks the right way</h2>
<p>When your heart is racing and your thoughts are narrowing, productive conversation becomes almost impossible. Our bodies go into fight-or-flight mode, and we hear threats where there are none. Taking a break is wise, but how you take it matters.</p>
<ol>
<li>Agree on a signal in advance, such as a word or gesture, that means "I need a pause."</li>
<li>Say when you will come back: "I need twenty minutes to calm down, then I want to finish this."</li>
<li>Use the time to genuinely soothe yourself, with a walk, slow breathing or music, rather than rehearsing your arguments.</li>
<li>Return as promised. Coming back is what turns a break into trust rather than abandonment.</li>
</ol>

<h2>6. Master the art of repair</h2>
<p>Every couple says hurtful things sometimes. Repair attempts are the small gestures that stop a conflict from spiralling: a touch of humour, "that came out wrong, let me try again," "I'm sorry, I'm being harsh," or simply reaching for your partner's hand. Strong couples both make repair attempts and accept them, even in the middle of a disagreement.</p>
<p>After a bigger fight, it helps to revisit what happened once you are both calm. Each of you can share how you experienced the argument, what you were feeling and needing underneath, and what you might do differently next time. The aim is not to decide who was right but to understand each other better.</p>

<h2>7. Talk when you are not fighting</h2>
<p>Communication is not only about resolving conflict. The everyday conversations about dreams, worries, funny moments and small news build the foundation that carries you through harder times. Try a daily check-in of even ten minutes: what was the best and hardest part of your day? What is on your mind? Couples who stay curious about each other's inner world handle disagreements with far more goodwill.</p>

<h2>Practice makes progress</h2>
<p>None of these skills feel natural at first. You will forget to use "I" statements in the heat of the moment, or find yourself defending instead of listening. That is normal. Choose one skill to focus on this month, notice when you use it, and celebrate small improvements together.</p>
<p>If you find yourselves stuck in the same argument over and over, or conversations regularly escalate into hurt, a relationship coach or couples therapist can help you slow down, understand the pattern underneath, and practise new ways of talking in a safe space. Asking for help is not a sign that your relationship is failing; it is a sign that you are investing in it.</p>`;
