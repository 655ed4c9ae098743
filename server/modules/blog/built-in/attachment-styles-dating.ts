export const content = `<p>Why do some people feel calm when a new partner takes a day to text back, while others feel a wave of panic? Why do certain people lean in as a relationship deepens, while others feel an urge to run? Attachment theory offers one of the most helpful explanations for these differences, and understanding your own style can change the way you date.</p>

<h2>Where attachment theory comes from</h2>
<p>Attachment theory began with psychiatrist John Bowlby and psychologist Mary Ainsworth, who studied how infants bond with their caregivers. They found that children develop expectations about closeness based on how reliably their needs were met: whether comfort came when they cried, whether the people they depended on were consistent, distant or unpredictable.</p>
<p>In the 1980s, researchers Cindy Hazan and Phillip Shaver showed that adults carry similar patterns into romantic relationships. Our partners become our main attachment figures, and the old questions come back in new forms: Will you be there for me? Is it safe to need you? Can I be close to you without losing myself?</p>

<h2>The main attachment styles</h2>
<p>Researchers today describe attachment along two dimensions: anxiety (worry about rejection and abandonment) and avoidance (discomfort with closeness and dependence). Where you fall on these two lines gives a rough picture of your style.</p>

<h3>Secure attachment</h3>
<p>Securely attached people are comfortable with intimacy and with independence. They tend to trust partners, communicate needs directly, and see conflict as something to work through rather than a threat. In dating, they are usually consistent: they text when they say they will, express interest clearly and are not thrown by small delays or disagreements.</p>

<h3>Anxious attachment</h3>
<p>People with an anxious style crave closeness and are highly sensitive to signs of distance. A slow reply or a change in tone can set off worry that the relationship is in danger. In early dating this can look like over-analysing messages, moving quickly, or seeking reassurance. Underneath is often a deep capacity for love and attunement, paired with a fear of not being loved back.</p>

<h3>Avoidant attachment</h3>
<p>People with an avoidant style value self-reliance and can feel uncomfortable when others depend on them or when emotions run high. As a relationship deepens, they may pull back, focus on a partner's flaws or keep things vague. This is usually not a lack of feeling; it is a learned strategy for staying safe by not needing anyone too much.</p>

<h3>Fearful-avoidant attachment</h3>
<p>Some people experience both high anxiety and high avoidance. They long for closeness but also fear it, which can create a push-pull pattern that is confusing for them and their partners. This style is more common among people who experienced trauma or unpredictable care, and it often benefits from gentle, professional support.</p>

<h2>How attachment styles show up in dating</h2>
<p>Attachment styles are most visible when we feel uncertain, and early dating is full of uncertainty. A few common patterns:</p>
<ul>
<li><strong>The anxious–avoidant trap.</strong> Anxious and avoidant people are often drawn to each other. The avoidant partner's independence can feel exciting, and the anxious partner's warmth can feel flattering. But as the anxious partner reaches for closeness, the avoidant partner withdraws, which raises the anxiety further. Both end up confirming their deepest fears.</li>
<li><strong>Mistaking anxiety for chemistry.</strong> For anxiously attached people, the rollercoaster of uncertainty can feel like intense attraction, while a consistent, kind partner can feel "boring" at first. Sometimes the calm is exactly what healthy love feels like.</li>
<li><strong>Deactivating strategies.</strong> Avoidant daters may keep several options open, delay defining the relationship, or lose interest suddenly when things get serious. Naming the pattern is the first step to choosing differently.</li>
<li><strong>Secure partners as a stabilising force.</strong> Dating someone secure can help both anxious and avoidant people feel safer over time. Relationships themselves can change our attachment patterns.</li>
</ul>

<h2>Your style is not a life sentence</h2>
<p>Attachment styles are patterns, not fixed labels. Most people are not purely one style, and your style can shift depending on the relationship and on what is happening in your life. Psychologists use the term <em>earned security</em> for people who developed insecure patterns early on but, through reflection, supportive relationships or therapy, became more secure as adults.</p>

<h2>Practical steps toward more secure dating</h2>
<h3>If you lean anxious</h3>
<ul>
<li>Notice the story your mind tells when a message is late, and look for evidence before acting on it.</li>
<li>Slow down. Give yourself time to learn whether someone is consistent before investing deeply.</li>
<li>Communicate needs directly instead of testing: "I like to hear from you during the day" is clearer than waiting to see whether they will text.</li>
<li>Invest in friendships, routines and self-soothing practices so that your sense of safety does not rest entirely on one person.</li>
</ul>
<h3>If you lean avoidant</h3>
<ul>
<li>Notice when you start to pull away or focus on small flaws, and ask yourself what closeness is bringing up.</li>
<li>Practise sharing one small feeling or need at a time.</li>
<li>Tell a partner what you need instead of disappearing: "I need an evening to myself, and I'd love to see you on Thursday."</li>
<li>Remember that depending on someone is not the same as losing your independence.</li>
</ul>
<h3>For everyone</h3>
<ul>
<li>Look for consistency: do someone's actions match their words over time?</li>
<li>Value kindness and reliability as much as spark.</li>
<li>Be curious about your partner's style without using it as a weapon or an excuse.</li>
</ul>

<h2>Discover your own style</h2>
<p>If you would like a starting point, take our six-question <a href="/attachment-quiz">Attachment Style Quiz</a>. It is not a diagnosis, but it can help you notice your tendencies and spark useful reflection. For deeper change, working with a coach or therapist who understands attachment can help you recognise your patterns as they happen, heal older wounds and build the secure, loving relationship you are looking for.</p>`;
