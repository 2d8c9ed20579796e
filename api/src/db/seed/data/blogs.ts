import type { SeedBlog } from './types.js';

// Content is limited to <p>, <h2>, <ul>/<li>, <strong> and <em> so the storefront's sanitiser
// can stay strict. The draft and the pending comments exist to exercise the moderation screens.
export const BLOGS: SeedBlog[] = [
  {
    title: 'How to Pick a Ripe Mango',
    coverIcon: 'mango',
    isPublished: true,
    tags: ['mango', 'buying-guide', 'summer'],
    content: `<p>Every summer the same question comes up at the fruit stall: is this one ready? Colour alone will not tell you, because many varieties stay green even when perfectly ripe. Use your nose and your fingers instead.</p>
<h2>Smell the stem end</h2>
<p>A ripe mango has a sweet, fruity aroma right where the stalk joins the fruit. <strong>Alphonso</strong> and <strong>Kesar</strong> are especially fragrant. If you smell nothing, the fruit needs a few more days; if it smells sour or alcoholic, it is overripe.</p>
<h2>Press gently</h2>
<p>Hold the mango in your palm and squeeze very lightly. It should give a little, like a ripe peach. Rock-hard fruit will ripen at home, but mushy patches or wrinkled skin near the stem mean it is past its best.</p>
<h2>Check the shape and skin</h2>
<ul>
<li>Look for a full, rounded shape around the stem rather than a flat, thin one.</li>
<li>Small black specks are normal on many Indian varieties and do not affect taste.</li>
<li>Avoid fruit with large sunken dark spots or oozing sap.</li>
</ul>
<h2>Beware of carbide</h2>
<p>Mangoes ripened with calcium carbide often look uniformly yellow outside while the flesh stays pale and sour, and they have little aroma. Naturally ripened fruit shows patchy colour and a strong smell. We ripen ours in hay, the traditional way.</p>
<h2>Ripening at home</h2>
<p>Wrap firm mangoes in newspaper or keep them in a rice bin for two to three days. Once fragrant, move them to the fridge and eat within three days. <em>Tip:</em> soak mangoes in water for half an hour before eating to draw out excess heat and sap.</p>`,
    comments: [
      { comment: 'The rice bin trick works every time. Thank you!', isApproved: true },
      { comment: 'Does the same smell test work for Banganapalli?', isApproved: false },
    ],
  },
  {
    title: 'A Seasonal Fruit Guide for India',
    coverIcon: 'tangerine',
    isPublished: true,
    tags: ['seasonal', 'guide', 'india'],
    content: `<p>Fruit tastes best, costs least and travels the shortest distance when it is in season. India's many climates mean there is always something at its peak. Here is a rough calendar for the plains; hill fruits arrive a little later.</p>
<h2>Summer (March to June)</h2>
<ul>
<li><strong>Mangoes</strong>: Alphonso and Kesar from April, Dasheri and Langra from June.</li>
<li><strong>Watermelon and muskmelon</strong>: cheap, hydrating and everywhere.</li>
<li><strong>Litchi</strong>: the Muzaffarpur Shahi season is short, from late May to mid-June.</li>
<li><strong>Jackfruit and tender coconut</strong> for the hottest weeks.</li>
</ul>
<h2>Monsoon (July to September)</h2>
<ul>
<li><strong>Jamun</strong>, full of antioxidants and best with a pinch of salt.</li>
<li><strong>Pears and plums</strong> from Himachal and Kashmir.</li>
<li><strong>Custard apple</strong> starts appearing towards September.</li>
</ul>
<h2>Autumn and winter (October to February)</h2>
<ul>
<li><strong>Apples</strong> from Shimla and Kashmir are crisp and plentiful.</li>
<li><strong>Citrus</strong>: Nagpur oranges, Punjab kinnow and mosambi for fresh juice.</li>
<li><strong>Guava and sitaphal</strong>, both rich in vitamin C.</li>
<li><strong>Strawberries</strong> from Mahabaleshwar from December.</li>
</ul>
<h2>All year round</h2>
<p>Bananas, papaya and pomegranate grow somewhere in India in every month, which makes them dependable staples for the fruit bowl.</p>
<p><em>Buying in season also supports farmers when they need it most.</em> Our season's special shelf changes every few weeks to follow this calendar.</p>`,
    comments: [
      { comment: 'Very handy. I printed this and stuck it on the fridge.', isApproved: true },
      { comment: 'Please add a list for South India too, our seasons are quite different.', isApproved: true },
      { comment: 'When do Ratnagiri Alphonsos usually reach Delhi?', isApproved: false },
    ],
  },
  {
    title: 'Health Benefits of Dry Fruits',
    coverIcon: 'chestnut',
    isPublished: true,
    tags: ['dry-fruits', 'health', 'nutrition'],
    content: `<p>A small handful of nuts and dried fruit is one of the easiest healthy habits to keep. They travel well, need no preparation and pack a lot of nutrition into a few bites.</p>
<h2>Almonds</h2>
<p>Rich in vitamin E, magnesium and protein. Soaking them overnight and peeling the skin is a traditional Indian habit that makes them easier to digest for some people.</p>
<h2>Walnuts</h2>
<p>One of the few plant foods with a meaningful amount of omega-3 fatty acids (ALA), which support heart health. Kashmiri walnuts are mild and rarely bitter.</p>
<h2>Cashews and pistachios</h2>
<p>Cashews provide copper, zinc and iron; pistachios are among the lower-calorie nuts and are a good source of fibre and potassium.</p>
<h2>Dates, figs and raisins</h2>
<ul>
<li><strong>Dates</strong> give quick natural energy along with potassium, which is why they are a favourite for breaking a fast.</li>
<li><strong>Figs (anjeer)</strong> are high in fibre and calcium.</li>
<li><strong>Black raisins</strong> contain iron and antioxidants; soak a few overnight.</li>
</ul>
<h2>How much is enough?</h2>
<p>Nuts are energy-dense, so about <strong>30 grams a day</strong>, a small handful, is a sensible amount for most adults. Choose unsalted and unsweetened varieties where you can, and store them airtight in a cool place so the oils do not turn rancid.</p>
<p><em>This article is general information, not medical advice.</em> If you have a nut allergy, diabetes or a specific dietary plan, check with your doctor first.</p>`,
    comments: [
      { comment: 'I did not know walnuts had omega-3. Switching my evening snack!', isApproved: true },
      { comment: 'Are soaked almonds really better than raw ones?', isApproved: false },
    ],
  },
  {
    title: 'Keep Your Fruit Fresh for Longer',
    coverIcon: 'basket',
    isPublished: false,
    tags: ['storage', 'tips', 'food-waste'],
    content: `<p>Nearly every household throws away fruit that went soft too quickly. A few simple storage habits can add days to its life and save money.</p>
<h2>Know which fruits to refrigerate</h2>
<ul>
<li><strong>Into the fridge</strong>: grapes, berries, cherries, litchi, cut fruit and anything already ripe.</li>
<li><strong>On the counter</strong>: bananas, unripe mangoes, papaya, avocado, custard apple and whole melons.</li>
<li><strong>Either</strong>: apples, oranges and pears keep a week outside and several weeks chilled.</li>
</ul>
<h2>Separate the ethylene producers</h2>
<p>Bananas, apples, mangoes and avocados release <em>ethylene</em>, a natural gas that speeds up ripening. Keep them away from other fruit unless you want that fruit to ripen faster, in which case put them in a paper bag together.</p>
<h2>Do not wash until you eat</h2>
<p>Moisture encourages mould, especially on berries and grapes. Store them dry and rinse just before serving.</p>
<h2>Cut fruit needs care</h2>
<p>Keep cut fruit in a covered container below 5 °C and finish it within a day. A squeeze of lemon stops apples and bananas from browning.</p>
<h2>Use up the soft ones</h2>
<p>Overripe bananas make excellent banana bread, and soft mangoes and berries are perfect for smoothies or freezing for later. Nothing needs to go in the bin.</p>`,
    comments: [],
  },
];
