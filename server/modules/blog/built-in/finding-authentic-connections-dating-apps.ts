export const content = `<p>Dating apps promised to make meeting someone easier, and in one sense they have: there are more potential partners in your pocket than any previous generation could have met in a lifetime. Yet many people describe the experience as draining, repetitive and strangely lonely. Matches fizzle out, conversations stall after three messages, and dates feel like job interviews. If you have ever closed an app feeling worse than when you opened it, you are not alone, and you are not doing it wrong. The design of these platforms rewards speed and volume, while real connection needs the opposite: attention, curiosity and time.</p>

<p>The good news is that you can use the apps without letting them use you. Here is how to bring more of yourself to online dating, and how to find the people who are looking for something real too.</p>

<h2>Start with what you actually want</h2>
<p>Before you rewrite your profile or download another app, pause and ask a few honest questions. Are you looking for a long-term partner, something casual, or are you still figuring it out? What did your last few relationships teach you about what you need? Which values are non-negotiable for you, and which preferences are simply habits?</p>
<p>Clarity is attractive, and it saves time. When you know what you want, it becomes much easier to say so on your profile, to notice when someone is not aligned, and to let go without taking it personally. Many people swipe endlessly because they have never decided what they are swiping for.</p>

<h2>Write a profile that sounds like you</h2>
<p>Most profiles blur together: "love to travel," "looking for my partner in crime," "fluent in sarcasm." These lines are not wrong, but they give a stranger nothing to respond to. An authentic profile is specific. It offers a small window into how you spend a Sunday morning, what you are curious about, or what makes you laugh.</p>
<ul>
<li><strong>Use recent photos that look like you on a normal day.</strong> Include at least one clear photo of your face, one full-length photo and one that shows something you enjoy. Heavily filtered or outdated photos set up a disappointing first meeting for both of you.</li>
<li><strong>Replace adjectives with examples.</strong> Instead of "adventurous," try "last summer I learned to paddleboard and fell in roughly forty times."</li>
<li><strong>Give people an easy way in.</strong> A question, an opinion or a small story invites a reply that is better than "hey."</li>
<li><strong>Be honest about your intentions.</strong> Saying "I'm looking for something serious" may mean fewer matches, but they will be better ones.</li>
</ul>

<h2>Swipe less, choose more</h2>
<p>Psychologists call it choice overload: when we are offered too many options, we tend to feel less satisfied with whatever we pick, and we keep wondering whether someone better is one swipe away. Apps make this worse by presenting people as an endless deck of cards.</p>
<p>Try setting limits that turn browsing back into choosing. You might open the app once a day for fifteen minutes, cap yourself at a handful of active conversations, or decide to read every profile fully before swiping. Treat each match as a person you chose on purpose, not as a point scored. Fewer, more deliberate choices usually lead to better conversations and far less burnout.</p>

<h2>Move from small talk to real talk</h2>
<p>Messaging is where many connections quietly die. The conversation circles around "how's your week going?" until one person stops replying. To find out whether there is something there, you need to go a little deeper, a little sooner.</p>
<ul>
<li>Ask open questions that have a story behind them: "What's something you're looking forward to this month?" or "What's a small thing that made you happy recently?"</li>
<li>Share something about yourself in return. Connection grows through mutual, gradual self-disclosure, not through interviews.</li>
<li>Notice how the other person responds. Are they curious about you? Do they remember what you said? Consistency and curiosity in messages often predict how someone shows up in person.</li>
</ul>

<h2>Meet sooner rather than later</h2>
<p>Weeks of messaging can build a vivid fantasy that no real person can live up to. Once you have exchanged a few meaningful messages and feel comfortable, suggest a short, low-pressure meeting: a coffee, a walk in a public park or a drink at a place you know. An hour is enough to learn whether you enjoy each other's company. If it goes well, there will be a second date; if not, you have lost very little.</p>
<p>Keep safety in mind as you do. Meet in a public place, tell a friend where you will be, arrange your own transport and trust your instincts if anything feels off. Authenticity and caution go together; being open-hearted does not mean ignoring warning signs.</p>

<h2>Handle rejection and ghosting with self-respect</h2>
<p>Unanswered messages and sudden silences are, unfortunately, part of app culture. They sting because we are wired to care about belonging. It helps to remember that most rejection on apps says more about timing, circumstances or the other person's capacity than about your worth. Someone who disappears after two dates was not able to give you the consideration you deserve, which is useful information in itself.</p>
<p>When you are the one who is not interested, a short, kind message ("I enjoyed meeting you, but I didn't feel a romantic connection. I wish you the best") is a small act of integrity that makes the whole ecosystem a little more humane.</p>

<h2>Protect your energy</h2>
<p>Dating fatigue is real. If you notice that the apps leave you anxious, cynical or comparing yourself to everyone else, it is fine to take a break. Delete the apps for a few weeks, invest in friendships and hobbies, and return when you feel curious again rather than obligated. Many people find that they date better, and more authentically, when dating is one part of a full life rather than the centre of it.</p>

<h2>When it helps to talk to someone</h2>
<p>If you keep meeting the same kind of person, feel stuck in the same patterns, or struggle with confidence when it matters most, working with a dating or relationship coach can make a real difference. A coach can help you clarify what you are looking for, practise conversations that feel awkward, and understand what your past relationships are trying to teach you. Sometimes a single outside perspective turns endless swiping into meaningful dating.</p>

<blockquote>The goal is not to be chosen by everyone. It is to be recognised by the right someone, and you can only be recognised if you show up as yourself.</blockquote>`;
