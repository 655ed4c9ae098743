export const content = `<p>The early weeks of dating are exciting. You are getting to know someone new, imagining possibilities and probably seeing the best version of each other. That excitement is wonderful, but it can also make it easy to overlook signs that something is not right. Recognising red flags early is not about being cynical or expecting the worst. It is about protecting your wellbeing and making clear-eyed choices about who you let into your life.</p>

<p>Nobody is perfect, and a single awkward moment is not a red flag. What matters are patterns: behaviours that repeat, that make you feel uneasy, or that show a lack of respect for you as a person.</p>

<h2>Red flags in how they treat you</h2>
<ul>
<li><strong>Love-bombing.</strong> Intense flattery, constant messages, grand gestures and talk of being "soulmates" within days can feel thrilling. But overwhelming affection very early is sometimes used to create dependence quickly, and it can turn into control once you are invested. Healthy interest grows at a pace that leaves room for you to breathe.</li>
<li><strong>Disrespecting your boundaries.</strong> Pay attention to how someone reacts when you say no, whether it is to a second drink, to going home with them, or to sharing your location. Pressure, sulking or "just joking" dismissals tell you how your boundaries will be treated later.</li>
<li><strong>Inconsistency between words and actions.</strong> They say they cannot wait to see you, then cancel repeatedly. They promise to call and do not. Everyone has busy weeks, but a steady gap between what someone says and what they do is a reliable predictor of disappointment.</li>
<li><strong>Making you feel anxious more than happy.</strong> If you spend more time decoding their moods or wondering where you stand than enjoying their company, take that feeling seriously.</li>
</ul>

<h2>Red flags in how they communicate</h2>
<ul>
<li><strong>Contempt or belittling.</strong> Sarcastic put-downs, mocking your interests or "teasing" that leaves you feeling small are signs of disrespect, not playfulness.</li>
<li><strong>Refusing responsibility.</strong> When something goes wrong, is it always someone else's fault? People who never apologise or acknowledge their part rarely become better partners over time.</li>
<li><strong>Gaslighting.</strong> If they insist things did not happen the way you clearly remember, or tell you that you are "too sensitive" whenever you raise a concern, you may start doubting your own perception. That self-doubt is a warning sign in itself.</li>
<li><strong>Stonewalling or the silent treatment.</strong> Everyone needs space sometimes, but going silent as a punishment, or to avoid every difficult conversation, makes honest communication impossible.</li>
</ul>

<h2>Red flags in how they talk about others</h2>
<ul>
<li><strong>Every ex is "crazy."</strong> Breakups are painful, and some exes really did behave badly. But if someone describes every past partner with hostility and takes no responsibility for any ending, notice the pattern.</li>
<li><strong>Rudeness to people who serve them.</strong> How a date treats a server, a driver or a stranger often shows how they will treat you once the honeymoon glow fades.</li>
<li><strong>Trying to isolate you.</strong> Jealousy of your friends, criticism of your family or pressure to spend all your time together can be early steps toward isolation, which is a hallmark of controlling relationships.</li>
</ul>

<h2>Serious warning signs</h2>
<p>Some behaviours go beyond incompatibility and point to a risk of control or abuse. Take these especially seriously, even if they happen only once:</p>
<ul>
<li>Checking your phone, demanding your passwords or tracking your location.</li>
<li>Controlling what you wear, where you go or who you see.</li>
<li>Explosive anger, throwing or breaking things, or threats of any kind.</li>
<li>Pressuring or coercing you into sexual activity.</li>
<li>Threatening to hurt themselves if you leave.</li>
<li>Any physical violence, including pushing, grabbing or blocking your way.</li>
</ul>

<h2>Why we overlook red flags</h2>
<p>If you have ever ignored warning signs, you are in very good company. Attraction and hope are powerful, and when we like someone our minds naturally look for reasons to explain away uncomfortable moments. Loneliness, a fear of starting over, or past experiences in which chaotic love felt normal can all make red flags look like passion or quirks. Some people also grew up in families where they learned to keep the peace at any cost, which makes it harder to notice when their own needs are being dismissed.</p>
<p>Be gentle with yourself. Noticing the pattern now is what matters, and each time you listen to your instincts, it becomes easier to trust them.</p>

<h2>Green flags to look for instead</h2>
<p>It helps to know what healthy looks like, too. Green flags include consistency, respect for your boundaries, curiosity about your life, the ability to apologise, kindness toward others, and a relationship pace that feels comfortable for both of you. With the right person, you feel more like yourself, not less.</p>

<h2>When to walk away</h2>
<p>You do not need a perfect reason, or anyone's permission, to stop seeing someone. It is time to walk away when a red flag repeats after you have named it, when you feel afraid of their reaction, when you find yourself shrinking to avoid conflict, or when your friends and family are worried about you. Trust the feeling in your body that says something is wrong. Ending things early, before your lives are intertwined, is far easier and safer than ending them later. If you feel unsafe, end things in a public place or by message, and let someone you trust know what is happening.</p>

<h2>Getting support</h2>
<p>You do not have to sort through your doubts alone. Talking things over with <strong>trusted friends or family</strong> can help you see the situation clearly; people who love you often notice patterns before we do. Working with a <a href="/coaches">relationship coach</a> can help you understand why certain people attract you, set firmer boundaries and build confidence in your own judgement. If past relationships have left you anxious, numb or unable to trust, <strong>counselling or therapy</strong> offers a safe space to heal.</p>
<p>If you are worried about your safety, or someone is hurting, threatening or controlling you, reach out to a <strong>domestic violence service</strong>. In the United States, the National Domestic Violence Hotline is free, confidential and available around the clock at 1-800-799-7233, by texting START to 88788, or through its website, thehotline.org. Elsewhere, local helplines and women's and men's support services can help you make a safety plan. If you are in immediate danger, call your local emergency number, such as 911.</p>

<h2>You deserve healthy love</h2>
<p>Spotting red flags is not about finding fault or giving up on love. It is about honouring your worth. You deserve a relationship in which you feel safe, respected and free to be yourself, where care is consistent and your boundaries are welcomed rather than tested. The right partner will not ask you to shrink, to doubt your memory or to earn basic kindness. Walking away from what hurts you makes room for the love you truly deserve.</p>`;
