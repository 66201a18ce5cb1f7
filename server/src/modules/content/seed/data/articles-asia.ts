import { translated } from './markup';

/** Destinations (2/2): Palau, Sanya and the Paracels, Green Island. */
export const ASIA_ARTICLES = [
  ...translated(
    {
      group: 'palau',
      author: 'chen-kuan-yu',
      category: 'destinations',
      coverSeed: 131,
      coverTheme: 'manta',
      publishedDaysAgo: 21,
      popularity: 0.7,
    },
    {
      'zh-cn': {
        title: '帕劳：流钩、蓝角和德国水道的蝠鲼',
        summary: '帕劳的潜水几乎都和“流”有关。从蓝角挂流钩看鲨鱼，到德国水道的蝠鲼清洁站，一位潜水教练的帕劳五日路线。',
        tags: ['帕劳', '蓝角', '流钩', '蝠鲼', '放流潜水'],
        body: `
## 帕劳的关键词：流
帕劳的礁台边缘常常有一到三节的海流。好的潜导会根据潮汐安排潜点，流来了就挂上流钩，在礁台边缘“看电视”：灰礁鲨、拿破仑鱼、成群的鲹鱼在你面前来回巡游。
## 蓝角（Blue Corner）
蓝角是帕劳最有名的潜点。下潜到 15 米左右的礁台边缘，把流钩钩在死珊瑚或岩石上，给 BCD 充一点气，让身体像风筝一样浮在流里。千万不要把钩挂在活珊瑚上。
[fig 132 blue] 挂着流钩的潜水员，面前是巡游的灰礁鲨
## 德国水道（German Channel）
这条人工挖出的水道连接潟湖和外海，涨潮时浮游生物被带进来，蝠鲼会在水道中的清洁站排队“洗澡”。保持低姿态、待在沙地上，不要挡在蝠鲼的路线前面。
## 五天怎么安排
1. 第一天：Ulong Channel 放流，适应帕劳的流
2. 第二天：蓝角 + 蓝洞
3. 第三天：德国水道看蝠鲼
4. 第四天：沉船 Iro Maru 和牛奶湖
5. 第五天：休息，飞行前 24 小时不潜水
帕劳的海洋公园需要购买潜水许可，大部分潜店会代办。记得带上流钩、SMB 和一只好用的哨子，它们在帕劳不是装饰品。
`,
      },
      'en-us': {
        title: 'Palau: reef hooks, Blue Corner and the mantas of German Channel',
        summary:
          'Diving in Palau is all about the current. From hooking in at Blue Corner to the manta cleaning stations of German Channel: an instructor’s five-day route.',
        tags: ['Palau', 'Blue Corner', 'reef hook', 'manta', 'drift diving'],
        body: `
## Palau's key word: current
The edges of Palau's reef plateaus often run at one to three knots. Good guides plan the sites around the tide; when the current comes, divers hook in at the edge and "watch TV": grey reef sharks, Napoleon wrasse and schools of jacks cruising back and forth.
## Blue Corner
Descend to the plateau edge at about 15 metres, hook onto dead coral or bare rock, add a little air to your BCD and fly in the current like a kite. Never hook onto living coral.
[fig 132 blue] Divers on reef hooks with grey reef sharks patrolling ahead
## German Channel
This dredged channel links the lagoon with the open sea. On the incoming tide plankton pours in and mantas queue at the cleaning stations. Stay low on the sand and never block a manta's approach.
## Five days
1. Day one: a drift at Ulong Channel to learn Palau's currents
2. Day two: Blue Corner and Blue Holes
3. Day three: mantas at German Channel
4. Day four: the Iro Maru wreck and Milky Way
5. Day five: rest, and no diving in the 24 hours before you fly
Palau's marine parks need a permit, which most dive centres arrange for you. Bring a reef hook, an SMB and a loud whistle: in Palau they are not decorations.
`,
      },
      'zh-hant': {
        title: '帛琉：流鉤、藍角與德國水道的鬼蝠魟',
        summary: '帛琉的潛水幾乎都跟「流」有關。從藍角掛流鉤看鯊魚，到德國水道的鬼蝠魟清潔站，一位潛水教練的帛琉五日行程。',
        tags: ['帛琉', '藍角', '流鉤', '鬼蝠魟', '放流潛水'],
        body: `
## 帛琉的關鍵字：流
帛琉礁台邊緣常常有一到三節的海流。厲害的潛導會看潮汐排潛點，流一來就掛流鉤，在礁台邊緣「看電視」：灰礁鯊、曲紋唇魚（蘇眉）、成群的鰺魚在你面前來來回回。
## 藍角（Blue Corner）
下到 15 公尺左右的礁台邊緣，把流鉤鉤在死珊瑚或岩石上，BC 稍微充一點氣，讓身體像風箏一樣飄在流裡。千萬不要鉤在活珊瑚上。
[fig 132 blue] 掛著流鉤的潛水員，前方是巡游的灰礁鯊
## 德國水道（German Channel）
這條人工挖出來的水道連接潟湖和外海，漲潮時浮游生物被帶進來，鬼蝠魟會在水道裡的清潔站排隊「洗澡」。壓低身體待在沙地上，不要擋住牠們的路線。
## 五天這樣排
1. 第一天：Ulong Channel 放流，先熟悉帛琉的流
2. 第二天：藍角加藍洞
3. 第三天：德國水道看鬼蝠魟
4. 第四天：Iro Maru 沉船和牛奶湖
5. 第五天：休息，搭飛機前 24 小時不潛水
帛琉的海洋公園要買潛水許可，大部分潛店都會幫忙代辦。流鉤、浮力棒和一支夠響的哨子記得帶，在帛琉它們不是裝飾品。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'sanya-xisha',
      author: 'lin-haiyan',
      category: 'destinations',
      coverSeed: 141,
      coverTheme: 'turtle',
      publishedDaysAgo: 1.4,
      issue: { magazine: 'deep-blue', kind: 'periodical', number: 3 },
      editorPick: true,
      popularity: 0.88,
    },
    {
      'zh-cn': {
        title: '从三亚到西沙：一份中国南海水下摄影手记',
        summary: '蜈支洲岛的软珊瑚、分界洲的海龟、西沙透亮的潟湖。在中国自己的热带海域做水下摄影，什么季节去、带什么镜头、要注意什么。',
        tags: ['三亚', '西沙', '蜈支洲岛', '水下摄影', '海南', '海龟'],
        body: `
## 离家最近的热带海
很多人第一次潜水是在三亚。蜈支洲岛和分界洲岛交通方便、潜店成熟，四月到十月水温 26 到 30°C，是练习中性浮力和水下摄影的好地方。
## 三亚：软珊瑚与海龟
蜈支洲岛北侧的礁坡有大片软珊瑚和海鞭，能见度好的日子能到 15 米。分界洲岛近年海龟常驻，清晨第一潜遇到的几率最高。拍海龟时请保持两米以上距离，不要用闪光灯追着它的眼睛打。
[fig 142 turtle] 分界洲的绿海龟，背景是清晨的光线
## 西沙：真正的蓝
西沙群岛的潟湖能见度常常超过 30 米，白沙、鹿角珊瑚和成群的雀鲷让人一下子理解“水晶宫”这个说法。目前前往西沙以邮轮航线为主，水下活动的开放程度以当年的政策为准，出发前请向船方确认。
## 水下摄影器材建议
- 广角：鱼眼镜头 + 球形罩，拍珊瑚坡和海龟
- 微距：60 毫米或 100 毫米，拍海蛞蝓和虾蟹
- 三亚浮游物较多，闪光灯尽量外拉，减少背散射
> 近处的海也值得认真对待。把三亚拍好，去哪里都拍得好。
`,
      },
      'en-us': {
        title: 'From Sanya to the Paracels: notes on photographing the South China Sea',
        summary:
          'Soft corals at Wuzhizhou, turtles at Fenjiezhou, the glass-clear lagoons of the Paracels. Shooting China’s own tropical waters: when to go, which lenses, what to watch for.',
        tags: ['Sanya', 'Paracel Islands', 'Hainan', 'UW photography', 'turtles'],
        body: `
## The nearest tropical sea
Many Chinese divers take their first breath underwater in Sanya. Wuzhizhou and Fenjiezhou islands are easy to reach and well served by dive centres; from April to October the water is 26–30°C, a good place to practise buoyancy and photography.
## Sanya: soft corals and turtles
The northern slope of Wuzhizhou holds fields of soft corals and sea whips, with visibility reaching 15 metres on a good day. Green turtles have settled around Fenjiezhou; the first dive of the morning gives the best odds. Keep two metres away and do not fire strobes into a turtle's eyes.
[fig 142 turtle] A green turtle at Fenjiezhou in the early light
## The Paracels: a true blue
Lagoons in the Paracel Islands often exceed 30 metres of visibility: white sand, staghorn coral and clouds of damselfish. Access is mainly by cruise itineraries and what is allowed in the water depends on the year's rules, so check with the operator before you go.
## Kit for diving photographers
- Wide-angle: fisheye behind a dome port for slopes and turtles
- Macro: a 60 mm or 100 mm for nudibranchs and shrimps
- Sanya water carries particles: pull your strobes out wide to cut backscatter
> Take the sea near home seriously. If you can shoot Sanya well, you can shoot anywhere.
`,
      },
      'zh-hant': {
        title: '從三亞到西沙：南海潛水攝影筆記',
        summary: '蜈支洲島的軟珊瑚、分界洲的海龜、西沙清澈見底的潟湖。在南海做潛水攝影，什麼季節去、帶哪支鏡頭、要注意什麼。',
        tags: ['三亞', '西沙', '海南', '潛水攝影', '海龜'],
        body: `
## 離家最近的熱帶海
很多大陸潛水員的第一潛都在三亞。蜈支洲島和分界洲島交通方便、潛店成熟，4 月到 10 月水溫 26 到 30°C，很適合練中性浮力和潛水攝影。
## 三亞：軟珊瑚與海龜
蜈支洲島北側的礁坡有大片軟珊瑚和海鞭，天氣好的時候能見度有 15 公尺。分界洲這幾年有海龜常駐，清晨第一支遇到的機率最高。拍海龜請保持兩公尺以上，不要拿閃燈一直打牠的眼睛。
[fig 142 turtle] 分界洲的綠蠵龜，背景是清晨的光
## 西沙：真正的藍
西沙群島的潟湖能見度常常超過 30 公尺，白沙、鹿角珊瑚加上成群的雀鯛，讓人秒懂什麼叫「水晶宮」。目前去西沙以郵輪行程為主，能做哪些水下活動要看當年規定，出發前記得跟船公司確認。
## 潛水攝影器材建議
- 廣角：魚眼鏡頭配球型罩，拍珊瑚坡和海龜
- 微距：60mm 或 100mm，拍海蛞蝓和蝦蟹
- 三亞懸浮物比較多，閃燈盡量往外拉，減少背向散射
> 近一點的海也值得認真對待。能把三亞拍好，去哪裡都拍得好。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'green-island',
      author: 'chen-kuan-yu',
      category: 'destinations',
      coverSeed: 151,
      coverTheme: 'reef',
      publishedDaysAgo: 27,
      issue: { magazine: 'ocean-current', kind: 'periodical', number: 37 },
      popularity: 0.66,
    },
    {
      'zh-hant': {
        title: '綠島潛水全攻略：大香菇、石朗和柴口怎麼潛',
        summary:
          '綠島是台灣潛水員的主場。大香菇、石朗、柴口各有脾氣，東北季風一來就得換邊潛。在綠島教了十五年的教練，告訴你什麼時候去、怎麼潛。',
        tags: ['綠島', '台灣', '大香菇', '石朗', '岸潛', '東北季風'],
        body: `
## 台灣潛水員的主場
綠島位在台東外海，黑潮從島的東側流過，帶來清澈溫暖的海水。夏天水溫 27 到 29°C，能見度動不動就 20 公尺以上。岸潛、船潛都方便，是考證照和練功的好地方。
## 三個一定要認識的潛點
- 石朗：岸潛入門首選，有步道可以下水，珊瑚和小丑魚很多
- 柴口：浮潛客多，但往外游到 15 公尺以下，珊瑚斷層很漂亮
- 大香菇：一顆高約 12 公尺、像香菇的巨大團塊微孔珊瑚，需要搭船，流大時要聽潛導指示
[fig 152 reef] 大香菇旁的魚群，黑潮帶來的好能見度
## 季節與海況
4 月到 10 月是旺季。秋冬東北季風一吹，西南邊的石朗、柴口常常不能下水，這時候改潛南邊或乾脆等天氣。颱風季出發前一定要看好船班，回不了台灣本島是常有的事。
## 在綠島當個好潛水員
不餵魚、不踩珊瑚、不帶走任何東西。岸潛進出水時注意腳下的礁岩和海膽，穿防滑的套鞋。用完的氣瓶記得關好閥門、放回潛店的架上。
最後，記得跟島上的人打聲招呼。綠島的潛店、民宿和漁民一起守著這片海，我們只是來作客的。
`,
      },
      'zh-cn': {
        title: '台湾绿岛潜水攻略：大香菇、石朗和柴口',
        summary:
          '绿岛是台湾潜水员的主场。大香菇、石朗、柴口各有脾气，东北季风一来就得换边潜。在绿岛教了十五年潜水的教练告诉你什么时候去、怎么潜。',
        tags: ['绿岛', '台湾', '大香菇', '石朗', '岸潜'],
        body: `
## 台湾潜水员的主场
绿岛位于台东外海，黑潮从岛的东侧流过，带来温暖清澈的海水。夏季水温 27 到 29°C，能见度常常在 20 米以上。岸潜、船潜都方便，是考证和练习的好地方。
## 三个必须认识的潜点
- 石朗：岸潜入门首选，有步道下水，珊瑚和小丑鱼很多
- 柴口：浮潜游客多，但往外游到 15 米以下，珊瑚断层很漂亮
- 大香菇：一块高约 12 米、形似蘑菇的巨型微孔珊瑚，需要坐船，流大时听从向导
[fig 152 reef] 大香菇旁的鱼群，黑潮带来好能见度
## 季节与海况
4 月到 10 月是旺季。秋冬东北季风一来，西南侧的石朗、柴口常常无法下水，这时改潜南侧或干脆等天气。台风季出发前务必确认船班。
## 做一个好潜水员
不喂鱼、不踩珊瑚、不带走任何东西。岸潜进出水时注意脚下的礁石和海胆，穿防滑的潜水靴。
最后，别忘了和岛上的人打个招呼。绿岛的潜店、民宿和渔民一起守着这片海，我们只是来做客的。
`,
      },
      'en-us': {
        title: 'Green Island, Taiwan: how to dive Big Mushroom, Shilang and Chaikou',
        summary:
          'Green Island is home ground for Taiwanese divers. Big Mushroom, Shilang and Chaikou each have their moods, and the winter monsoon sends you to the other side. An instructor of fifteen years explains when and how.',
        tags: ['Green Island', 'Taiwan', 'Big Mushroom', 'shore diving', 'monsoon'],
        body: `
## Home ground for Taiwanese divers
Green Island lies off Taitung, and the Kuroshio current sweeps past its eastern side bringing warm, clear water. Summer water is 27–29°C and visibility is often over 20 metres. Shore and boat dives are both easy, which makes it a favourite place to train.
## Three sites to know
- Shilang: the classic first shore dive, with steps into the water and plenty of corals and clownfish
- Chaikou: busy with snorkellers, but past 15 metres the coral drop-off is beautiful
- Big Mushroom: a 12-metre *Porites* coral head shaped like a mushroom, by boat only; follow your guide when the current picks up
[fig 152 reef] Fish around Big Mushroom in Kuroshio-clear water
## Seasons
April to October is high season. When the north-east monsoon blows in autumn and winter, Shilang and Chaikou on the south-west are often closed: dive the south or wait. In typhoon season, check the ferries before you go.
## Be a good diver here
No feeding, no standing on coral, nothing taken home. On shore entries watch for sea urchins and wear boots with a good grip.
And say hello to the people who live there. Green Island's dive shops, guesthouses and fishermen look after this sea together; divers are only guests.
`,
      },
    },
  ),
];
