import { translated } from './markup';

/** Training: buoyancy and trim, nitrox, rescue. */
export const TRAINING_ARTICLES = [
  ...translated(
    {
      group: 'buoyancy-trim',
      author: 'chen-kuan-yu',
      category: 'training',
      coverSeed: 501,
      coverTheme: 'cave',
      publishedDaysAgo: 6.6,
      editorPick: true,
      popularity: 0.87,
    },
    {
      'zh-hant': {
        title: '中性浮力不是天分：配重、姿勢與呼吸的三堂課',
        summary: '教了十五年潛水，我發現浮力不好的學員，九成是配重太多。從正確配重、水平姿勢到用呼吸微調，三個練習讓你在水裡停得住。',
        tags: ['中性浮力', '配重', '水平姿勢', '呼吸', '潛水訓練'],
        body: `
## 第一課：先把配重減下來
大部分潛水員都背太多鉛。多出來的鉛要靠 BC 裡的空氣抵銷，空氣會隨深度膨脹收縮，你就得一直充氣、排氣，永遠停不穩。
做一次配重檢查：在水面、氣瓶剩 50 bar 左右、BC 完全排空，正常吸一口氣時水面應該在眼睛的高度，吐氣後慢慢下沉。每次換防寒衣或換海域都要重做。
## 第二課：水平姿勢（trim）
理想的姿勢是身體水平、膝蓋彎曲、蛙鞋朝上。這樣踢水的水流往後走，不會揚起沙，也不會踢到珊瑚。把部分鉛塊移到氣瓶綁帶上，往往就能修正「頭高腳低」。
[fig 502 cave] 水平姿勢：身體、大腿成一直線，小腿向上彎
## 第三課：用肺當 BC
BC 負責大範圍的調整，肺負責細節。深吸一口氣大約會上升半公尺，完全吐氣會下降。練習在一個定點懸停：吸氣時慢慢升、吐氣時慢慢降，不踢腳、不划手。
## 一個每次都能做的練習
- 安全停留的三分鐘，雙手交握放在胸前
- 眼睛盯著一個參考點，看自己上下浮動多少
- 用呼吸把浮動控制在 30 公分以內
浮力好的潛水員用氣比較省、比較不累，也比較不會傷到珊瑚。它不是天分，是練出來的。
`,
      },
      'zh-cn': {
        title: '中性浮力不是天赋：配重、姿态和呼吸三堂课',
        summary: '教了十五年潜水，我发现浮力不好的学员九成是配重太多。从正确配重、水平姿态到用呼吸微调，三个练习让你在水里停得住。',
        tags: ['中性浮力', '配重', '水平姿态', '呼吸', '潜水培训'],
        body: `
## 第一课：先把配重减下来
大多数潜水员都背了太多铅块。多出来的铅要靠 BCD 里的空气抵消，而空气会随深度膨胀收缩，你只能不停充气、排气，永远停不稳。
做一次配重检查：在水面、气瓶余压 50 bar 左右、BCD 完全排空，正常吸一口气时水面应该在眼睛高度，呼气后慢慢下沉。每次换潜水服或换海域都要重新检查。
## 第二课：水平姿态（trim）
理想的姿态是身体水平、膝盖弯曲、脚蹼朝上。这样踢水的水流向后，不会扬起沙子，也不会踢到珊瑚。把一部分铅块移到气瓶绑带上，常常就能改善“头高脚低”。
[fig 502 cave] 水平姿态：身体和大腿成一直线，小腿向上弯
## 第三课：把肺当成 BCD
BCD 负责大范围调整，肺负责细节。深吸一口气大约上升半米，完全呼气则下降。练习在一个定点悬停：吸气时慢慢上升，呼气时慢慢下降，不踢水，不划手。
## 每次都能做的练习
- 安全停留的三分钟，双手交握放在胸前
- 盯住一个参照物，观察自己上下浮动多少
- 用呼吸把浮动控制在 30 厘米以内
浮力好的潜水员更省气、更轻松，也更不容易伤到珊瑚。它不是天赋，是练出来的。
`,
      },
      'en-us': {
        title: 'Buoyancy is not a talent: three lessons on weighting, trim and breathing',
        summary:
          'After fifteen years of teaching, I find nine out of ten students with poor buoyancy are overweighted. Correct weighting, horizontal trim and fine control with your lungs: three drills to help you hover.',
        tags: ['buoyancy', 'weighting', 'trim', 'breathing', 'training'],
        body: `
## Lesson one: lose the extra lead
Most divers carry too much lead. Extra weight has to be offset with air in the BCD, and that air expands and compresses with depth, so you are forever inflating and dumping and never still.
Do a weight check: at the surface, with about 50 bar left and the BCD empty, you should float at eye level holding a normal breath and sink slowly as you exhale. Repeat it whenever you change exposure suit or ocean.
## Lesson two: trim
The ideal position is horizontal, knees bent, fins up. Your kicks push water backwards instead of down, so you raise no sand and hit no coral. Moving some weight to the tank straps often fixes a head-up, feet-down posture.
[fig 502 cave] Good trim: body and thighs in a line, lower legs bent upwards
## Lesson three: your lungs are a BCD
The BCD makes big adjustments; your lungs make fine ones. A deep breath lifts you about half a metre, a full exhale lowers you. Practise hovering at one spot: rise slowly as you inhale, sink as you exhale, no kicking, no sculling.
## A drill for every dive
- During the three-minute safety stop, clasp your hands in front of your chest
- Watch a reference point and see how much you rise and fall
- Use your breathing to keep it within 30 centimetres
Divers with good buoyancy use less gas, tire less and harm less coral. It is not a talent; it is practice.
`,
      },
    },
  ),
  ...translated(
    {
      group: 'nitrox',
      author: 'chen-kuan-yu',
      category: 'training',
      coverSeed: 511,
      coverTheme: 'reef',
      locked: true,
      previewLength: 160,
      publishedDaysAgo: 14,
      popularity: 0.69,
    },
    {
      'zh-hant': {
        title: '高氧空氣（Nitrox）入門：更長的免減壓時間，和你必須記住的 MOD',
        summary: 'EAN32 讓你在 18 公尺多待十幾分鐘，但用錯了會氧中毒。分析氣瓶、計算最大作業深度、設定電腦錶，考高氧證照前要先懂的事。',
        tags: ['高氧', 'Nitrox', 'MOD', '氧中毒', '潛水證照'],
        body: `
## 高氧是什麼
空氣含氧約 21%。高氧空氣（Enriched Air Nitrox）把氧氣比例提高到 22% 到 40%，最常見的是 EAN32 和 EAN36。氮氣少了，身體吸收的氮就少，免減壓時間因此變長。
以 EAN32 潛 18 公尺為例，免減壓時間大約從空氣的 56 分鐘拉長到 95 分鐘左右（依電腦錶而異）。對一天三支的船宿來說，差別非常明顯。
## 氧氣也有極限：MOD
氧分壓太高會造成中樞神經氧中毒，水下抽搐幾乎等於溺水。休閒潛水把氧分壓上限設在 1.4 ata，由此算出最大作業深度（MOD）：
- EAN32：約 33 公尺
- EAN36：約 28 公尺
- 空氣：約 56 公尺（遠超過休閒潛水限制）
[fig 512 reef] 每支高氧氣瓶都要貼上分析結果和 MOD
## 每支氣瓶都自己分析
拿到氣瓶時，用氧氣分析儀親自量，誤差在 ±1% 內。把氧氣比例、MOD、日期和簽名寫在氣瓶標籤上，再把同樣的比例設定進電腦錶。這三步一步都不能省。
## 高氧不是萬靈丹
高氧不會讓你比較不累，也不能取代安全停留。它是一個讓免減壓時間更有餘裕的工具，前提是你清楚知道自己在瓶子裡裝了什麼。
`,
      },
      'zh-cn': {
        title: '高氧空气（Nitrox）入门：更长的免减压时间，和必须记住的 MOD',
        summary: 'EAN32 能让你在 18 米多待十几分钟，但用错了会氧中毒。分析气瓶、计算最大作业深度、设置潜水电脑，考高氧证书前要先懂的事。',
        tags: ['高氧', 'Nitrox', 'MOD', '氧中毒', '潜水证书'],
        body: `
## 什么是高氧
空气含氧约 21%。高氧空气（Enriched Air Nitrox）把氧气比例提高到 22%–40%，最常见的是 EAN32 和 EAN36。氮气少了，身体吸收的氮也少，免减压时间随之延长。
以 EAN32 潜 18 米为例，免减压时间大约从空气的 56 分钟延长到 95 分钟左右（因电脑而异）。对一天三潜的船宿来说，差别非常明显。
## 氧气也有极限：MOD
氧分压过高会导致中枢神经系统氧中毒，水下抽搐几乎等于溺水。休闲潜水把氧分压上限定为 1.4 ata，由此算出最大作业深度（MOD）：
- EAN32：约 33 米
- EAN36：约 28 米
- 空气：约 56 米（远超休闲潜水限制）
[fig 512 reef] 每个高氧气瓶都要贴上分析结果和 MOD
## 每个气瓶都要亲自分析
拿到气瓶时用测氧仪亲自测量，误差在 ±1% 以内。把氧气比例、MOD、日期和签名写在气瓶标签上，再把同样的比例设置到潜水电脑里。这三步一步都不能省。
## 高氧不是万能药
高氧不会让你不累，也不能代替安全停留。它是一个让免减压时间更宽裕的工具，前提是你清楚地知道瓶子里装的是什么。
`,
      },
      'en-us': {
        title: 'Nitrox basics: longer no-deco times and the MOD you must remember',
        summary:
          'EAN32 buys you extra minutes at 18 metres, but used wrongly it can poison you. Analysing tanks, working out maximum operating depth and setting your computer: what to know before a nitrox course.',
        tags: ['nitrox', 'enriched air', 'MOD', 'oxygen toxicity', 'certification'],
        body: `
## What nitrox is
Air is about 21% oxygen. Enriched air nitrox raises that to between 22% and 40%, most often EAN32 or EAN36. Less nitrogen in the mix means less nitrogen absorbed, and so longer no-decompression limits.
At 18 metres on EAN32, the no-deco limit stretches from about 56 minutes on air to around 95 (depending on your computer). On a liveaboard with three dives a day, that difference is huge.
## Oxygen has limits too: the MOD
Too high an oxygen partial pressure causes central nervous system toxicity, and a convulsion underwater is close to drowning. Recreational diving caps the partial pressure at 1.4 ata, which gives the maximum operating depth (MOD):
- EAN32: about 33 metres
- EAN36: about 28 metres
- Air: about 56 metres (far beyond recreational limits)
[fig 512 reef] Every nitrox tank is labelled with its analysis and MOD
## Analyse every tank yourself
When you pick up a tank, measure it yourself with an oxygen analyser, within ±1%. Write the oxygen percentage, MOD, date and your signature on the label, then set the same mix in your computer. None of these three steps is optional.
## Not a magic gas
Nitrox does not make you less tired and does not replace a safety stop. It is a tool that gives you more margin, provided you know exactly what is in your tank. Divers who respect that enjoy it for years.
`,
      },
    },
  ),
];
