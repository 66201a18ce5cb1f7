import { translated } from './markup';

/** Photography in the field: macro in Anilao, close-focus wide-angle. */
export const MACRO_ARTICLES = [
  ...translated(
    {
      group: 'anilao-macro',
      author: 'lin-haiyan',
      category: 'photography',
      coverSeed: 221,
      coverTheme: 'macro',
      locked: true,
      previewLength: 170,
      publishedDaysAgo: 18,
      issue: { magazine: 'lumen', kind: 'periodical', number: 23 },
      popularity: 0.8,
    },
    {
      'zh-cn': {
        title: '安尼洛微距手册：黑水、反光罩与一只 5 毫米的海蛞蝓',
        summary: '菲律宾安尼洛被称为“微距之都”。从潜点选择、超微距附加镜到黑背景布光和黑水潜水，一位水下摄影师的安尼洛拍摄笔记。',
        tags: ['安尼洛', '菲律宾', '微距', '海蛞蝓', '黑水潜水', '潜水摄影'],
        body: `
## 为什么是安尼洛
安尼洛在马尼拉以南三小时车程，位于维德岛海峡，被很多生物学家称为“海洋生物多样性的中心的中心”。这里的沙坡和碎石地看起来平淡无奇，却藏着成百上千种海蛞蝓、虾蟹和躄鱼。
## 镜头与附加镜
100 毫米微距镜头是主力，工作距离舒服，不容易惊扰生物。想拍 5 毫米以下的小家伙，可以在防水壳外加一片湿接超微距镜（+5 到 +10 屈光度），景深会变得极浅，务必用小光圈（f/16–f/22）。
[fig 222 macro] 一只不到一厘米的多彩海蛞蝓，f/18，单灯侧光
## 黑背景的秘密
安尼洛的经典画面是“黑背景 + 鲜艳主体”。做法很简单：高快门（1/250 秒）、小光圈、低 ISO，让环境光完全压暗，只有闪光灯照亮主体。再加一个聚光筒（snoot），光就只落在海蛞蝓身上。
## 黑水潜水
晚上把船开到深水区，沿一根挂满灯的绳子悬停在 10–20 米，等待从深海垂直迁移上来的浮游幼体：透明的章鱼幼体、带着“披风”的琵琶鱼幼鱼。这是潜水摄影中最考验浮力的拍摄。
## 礼仪
不要用金属棒戳生物、不要把海蛞蝓挪到“更好看”的背景上。等待，而不是摆拍。好的微距照片来自耐心。
`,
      },
      'en-us': {
        title: 'An Anilao macro handbook: blackwater, snoots and a 5 mm nudibranch',
        summary:
          'Anilao in the Philippines is called the macro capital of the world. Site choice, diopters, black backgrounds and blackwater dives: a photographer’s notes.',
        tags: ['Anilao', 'Philippines', 'macro', 'nudibranch', 'blackwater', 'photography'],
        body: `
## Why Anilao
Anilao lies three hours south of Manila on the Verde Island Passage, which some biologists call the centre of the centre of marine biodiversity. Its sand slopes and rubble look dull, yet they hide hundreds of nudibranch species, shrimps, crabs and frogfish.
## Lenses and diopters
A 100 mm macro lens is the workhorse: a comfortable working distance that does not frighten the animals. For subjects under 5 mm, add a wet diopter (+5 to +10) outside the housing. Depth of field becomes paper-thin, so stop down to f/16–f/22.
[fig 222 macro] A nudibranch less than a centimetre long, f/18, one strobe from the side
## The black background
Anilao's signature look is a vivid subject on pure black. Use a fast shutter (1/250 s), a small aperture and low ISO so ambient light disappears and only the strobe lights the subject. Add a snoot and the light falls on the nudibranch alone.
## Blackwater diving
At night the boat heads to deep water and divers hang at 10–20 metres along a line of lights, waiting for larvae migrating up from the deep: transparent octopus, larval fish trailing capes. No other shooting tests buoyancy like this.
## Manners
Don't prod animals with a pointer, and never move a nudibranch to a prettier background. Wait instead of staging. Good macro comes from patience, and the divers who wait get the best pictures.
`,
      },
      'zh-hant': {
        title: '安尼洛微距手冊：黑水、聚光罩與一隻 5mm 的海蛞蝓',
        summary: '菲律賓安尼洛被稱為「微距之都」。從潛點、超微距近攝鏡到黑背景打光和黑水潛水，一位水下攝影師的安尼洛潛水攝影筆記。',
        tags: ['安尼洛', '菲律賓', '微距', '海蛞蝓', '黑水潛水', '潛水攝影'],
        body: `
## 為什麼是安尼洛
安尼洛在馬尼拉南邊三小時車程，位在維德島海峽，很多生物學家稱這裡是「海洋生物多樣性中心的中心」。沙坡和碎石區看起來平淡無奇，底下卻藏著上百種海蛞蝓、蝦蟹和躄魚。
## 鏡頭與近攝鏡
100mm 微距鏡是主力，工作距離舒服，比較不會嚇到生物。想拍 5mm 以下的小傢伙，可以在防水殼外加一片濕接近攝鏡（+5 到 +10），景深會變得超淺，光圈一定要縮小到 f/16–f/22。
[fig 222 macro] 一隻不到一公分的多彩海蛞蝓，f/18，單燈側光
## 黑背景的秘密
安尼洛的經典畫面是「黑背景加上鮮豔主體」。做法很簡單：高快門（1/250 秒）、小光圈、低 ISO，把環境光完全壓掉，只讓閃燈照亮主體。再加個聚光罩（snoot），光就只落在海蛞蝓身上。
## 黑水潛水
晚上把船開到深水區，沿著一條掛滿燈的繩子懸停在 10 到 20 公尺，等從深海垂直洄游上來的浮游幼生：透明的章魚寶寶、拖著「披風」的鮟鱇幼魚。這是潛水攝影裡最考驗浮力的拍攝。
## 禮儀
不要拿金屬棒戳生物，也不要把海蛞蝓搬到「比較好看」的背景上。用等待取代擺拍，好的微距照片來自耐心。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'close-focus-wide-angle',
      author: 'lin-haiyan',
      category: 'photography',
      coverSeed: 231,
      coverTheme: 'turtle',
      publishedDaysAgo: 33,
      issue: { magazine: 'lumen', kind: 'monthly', number: 10 },
      popularity: 0.62,
    },
    {
      'zh-cn': {
        title: '近距广角：把海扇和太阳放进同一张照片',
        summary:
          '近距广角（CFWA）让前景主体和整片海洋同时清晰。鱼眼镜头、小球形罩、低角度和太阳星芒，一步步拆解这种最有冲击力的水下摄影构图。',
        tags: ['水下摄影', '近距广角', '鱼眼镜头', '构图', '太阳星芒'],
        body: `
## 什么是近距广角
近距广角（Close-Focus Wide-Angle）指用鱼眼或超广角镜头，贴近一个前景主体（海扇、珊瑚、海龟），同时把背景的蓝水、水面甚至太阳收进画面。前景有细节，背景有空间感。
这种构图之所以有冲击力，是因为它同时讲了两件事：主体是什么，以及它生活在怎样的环境里。
## 器材
- 鱼眼镜头（如 8–15 毫米）或对角鱼眼
- 小尺寸球形罩，便于贴近主体
- 两支闪光灯，灯臂收短，照亮近处的前景
## 拍摄步骤
1. 找一个有形状、有颜色、能从下方仰拍的主体
2. 压低身体，从下往上拍，让背景是蓝水或水面
3. 先用快门控制背景：1/160–1/250 秒得到深蓝，加 f/11 以上的光圈拍出太阳星芒
4. 再调闪光灯输出，让前景亮度和背景平衡
[fig 232 reef] 海扇与太阳：f/16，1/200 秒，两支灯贴近球形罩
## 常见问题
太阳过曝成一大片白：缩小光圈、提高快门，或者让太阳躲在主体边缘。前景发灰：灯离得太远，或主体离镜头超过半米。近距广角的关键词只有一个：近，再近一点。
练习时不要伤害珊瑚。找一块沙地或岩石作为支点，用一根手指稳住自己，拍完再慢慢离开。
`,
      },
      'en-us': {
        title: 'Close-focus wide-angle: a sea fan and the sun in one frame',
        summary:
          'Close-focus wide-angle (CFWA) puts a sharp foreground subject and the whole ocean in one picture. Fisheye lenses, small domes, low angles and sunbursts, step by step.',
        tags: ['UW photography', 'CFWA', 'fisheye', 'composition', 'sunburst'],
        body: `
## What CFWA is
Close-focus wide-angle means using a fisheye or ultra-wide lens a few centimetres from a foreground subject (a sea fan, a coral head, a turtle) while the background holds blue water, the surface or even the sun. Detail up front, space behind.
The composition works because it tells two stories at once: what the subject is, and the world it lives in.
## Equipment
- A fisheye lens (8–15 mm zoom, or a diagonal fisheye)
- A small dome port, so you can get really close
- Two strobes on short arms to light the near foreground
## Step by step
1. Find a subject with shape and colour that you can shoot from below
2. Get low and shoot upwards, so the background is blue water or the surface
3. Set the background with the shutter: 1/160–1/250 s for deep blue, f/11 or smaller for a sunburst
4. Then set strobe power so the foreground balances the background
[fig 232 reef] Sea fan and sun: f/16, 1/200 s, two strobes tucked beside the dome
## Common problems
The sun blows out into a white blob: stop down, raise the shutter speed, or hide the sun behind the subject's edge. A grey foreground: strobes too far away, or the subject more than half a metre from the lens. CFWA has one rule: get close, then closer.
Never damage the reef while practising. Find sand or bare rock, steady yourself with one finger and back away slowly after the shot.
`,
      },
      'zh-hant': {
        title: '近距廣角：把海扇和太陽放進同一張照片',
        summary:
          '近距廣角（CFWA）讓前景主體跟整片海洋一起清楚。魚眼鏡頭、小球型罩、低角度和太陽星芒，一步一步拆解最有衝擊力的潛水攝影構圖。',
        tags: ['潛水攝影', '近距廣角', '魚眼鏡頭', '構圖', '太陽星芒'],
        body: `
## 什麼是近距廣角
近距廣角（Close-Focus Wide-Angle）是用魚眼或超廣角鏡頭，貼近一個前景主體（海扇、珊瑚、海龜），同時把背景的藍水、水面甚至太陽收進畫面。前景有細節，背景有空間感。
這種構圖有衝擊力，是因為它同時說了兩件事：主體是什麼，以及牠生活在什麼樣的環境裡。
## 器材
- 魚眼鏡頭（例如 8–15mm）或對角魚眼
- 小尺寸球型罩，方便貼近主體
- 兩支閃燈，燈臂收短，照亮近處的前景
## 拍攝步驟
1. 找一個有形狀、有顏色、可以從下往上拍的主體
2. 壓低身體仰拍，讓背景是藍水或水面
3. 先用快門控制背景：1/160 到 1/250 秒拍出深藍，光圈 f/11 以上拍出太陽星芒
4. 再調閃燈出力，讓前景亮度和背景平衡
[fig 232 reef] 海扇與太陽：f/16、1/200 秒，兩支燈貼著球型罩
## 常見問題
太陽過曝成一大塊白：縮光圈、提高快門，或讓太陽躲在主體邊緣。前景灰灰的：燈太遠，或主體離鏡頭超過半公尺。近距廣角只有一個關鍵字：近，再近一點。
練習時別傷到珊瑚。找沙地或岩石當支點，用一根手指穩住自己，拍完再慢慢離開。
`,
      },
    },
  ),
];
