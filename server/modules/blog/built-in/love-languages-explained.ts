export const content = `<p>Have you ever gone out of your way to show someone you love them, only for them to barely notice? Or felt unloved by a partner who, in their own mind, was showing you affection every day? Often the problem is not a lack of love. It is a mismatch in how love is expressed and how it is received.</p>

<p>The idea of "love languages" was popularised by counsellor Gary Chapman in the early 1990s. He noticed that the couples he worked with tended to express and recognise love in five broad ways. The framework is not a scientific test, and research on it is mixed: people usually appreciate all five, and relationship satisfaction depends on much more than matching "languages." Still, as a conversation starter it is remarkably useful. It gives partners simple words for something that is otherwise hard to explain: "this is what makes me feel cared for."</p>

<h2>The five love languages</h2>

<h3>1. Words of affirmation</h3>
<p>For some people, love is heard. Compliments, encouragement, a sincere "thank you," or a text saying "I'm proud of you" can carry enormous weight. If this is your partner's language, unkind words also land hard, and silence can feel like distance.</p>
<p><strong>Try:</strong> naming something specific you appreciate ("the way you handled that call with your mum was really kind"), leaving a note, or saying "I love you" in moments when it is not expected.</p>

<h3>2. Quality time</h3>
<p>Here, love means undivided attention. It is not about how much time you spend together but how present you are during it. Scrolling through your phone over dinner can feel, to this person, like being alone in the room.</p>
<p><strong>Try:</strong> a regular phone-free walk, a weekly date night you both protect, or ten minutes at the end of each day to really ask how the other is doing and listen to the answer.</p>

<h3>3. Acts of service</h3>
<p>For many people, actions speak louder than words. Doing the dishes without being asked, picking up the prescription, or handling a task your partner has been dreading says "I see what you carry, and I want to make it lighter."</p>
<p><strong>Try:</strong> asking "what is one thing I could take off your plate this week?" and then following through without needing credit for it.</p>

<h3>4. Receiving gifts</h3>
<p>This language is often misunderstood as materialism, but it is really about thoughtfulness. A small object that shows "I was thinking of you when you weren't there" can be deeply meaningful: a favourite snack, a book they mentioned once, a flower from a walk.</p>
<p><strong>Try:</strong> keeping a note on your phone of things your partner mentions liking, and surprising them with something small and personal rather than something expensive.</p>

<h3>5. Physical touch</h3>
<p>Holding hands, a hug when you come home, a hand on the back while cooking: for people who value touch, these small moments of contact are a constant reassurance of closeness. Touch here is about connection and comfort, not only about sex.</p>
<p><strong>Try:</strong> building touch into everyday routines, such as a long hug before work, and asking what kinds of touch feel good and when. Consent and preferences matter in every relationship, including long ones.</p>

<h2>How to discover your own love language</h2>
<p>You can take one of the many online questionnaires, but reflection often works better. Ask yourself:</p>
<ul>
<li>What do I most often ask for from people I love?</li>
<li>What hurts me most when it is missing?</li>
<li>How do I instinctively show love to others? We often give what we would like to receive.</li>
<li>Which moments in past relationships made me feel truly cared for?</li>
</ul>
<p>Most people find that one or two languages matter most, with the others still appreciated. Your preferences can also change with life stage: a new parent may suddenly value acts of service far more than gifts.</p>

<h2>When you and your partner speak different languages</h2>
<p>It is very common for partners to prefer different love languages. One person plans thoughtful surprises while the other longs for an evening of conversation. Neither is wrong; they are just translating love differently. The work is in learning to speak a language that does not come naturally to you.</p>
<ol>
<li><strong>Talk about it openly.</strong> Share what makes each of you feel loved, with examples. Avoid turning it into a list of complaints.</li>
<li><strong>Be specific.</strong> "I'd love it if we had breakfast together on Saturdays without our phones" is easier to act on than "I want more quality time."</li>
<li><strong>Notice the effort.</strong> When your partner tries to speak your language, acknowledge it, even if it is a little clumsy at first.</li>
<li><strong>Keep giving in your own language too.</strong> The goal is to expand your vocabulary, not to abandon your own way of loving.</li>
</ol>

<h2>The limits of the framework</h2>
<p>Love languages are a helpful lens, but they are not a complete map of a relationship. They cannot fix deeper problems such as contempt, chronic conflict, betrayal or a partner who is unwilling to meet you halfway. They are also not a reason to keep score ("I did three acts of service this week, where is my quality time?"). And no love language ever justifies pressure, control or touch that is not wanted.</p>
<p>Used well, though, the framework encourages two of the most powerful habits in any relationship: curiosity about your partner's inner world and generosity in meeting their needs.</p>

<h2>Putting it into practice this week</h2>
<p>Choose one small, concrete action in your partner's preferred language and do it every day for a week. Then ask them how it felt. Many couples are surprised by how much difference a few deliberate gestures make, and how quickly appreciation flows back.</p>
<p>If you find that conversations about needs keep turning into arguments, or you are not sure how to ask for what you want, a relationship coach can help you both learn to express love in ways the other can truly receive.</p>`;
