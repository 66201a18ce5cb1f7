import { translated } from './markup';

/** Photography technique: strobes, white balance, macro in Anilao, close-focus wide-angle. */
export const PHOTOGRAPHY_ARTICLES = [
  ...translated(
    {
      group: 'strobe-positioning',
      author: 'lin-haiyan',
      category: 'photography',
      coverSeed: 201,
      coverTheme: 'reef',
      locked: true,
      previewLength: 150,
      publishedDaysAgo: 5.5,
      issue: { magazine: 'lumen', kind: 'periodical', number: 22 },
      editorPick: true,
      popularity: 0.9,
    },
    {
      'zh-cn': {
        title: '告别背散射：广角水下摄影的闪光灯摆位',
        summary: '照片里那些白色的“雪花”叫背散射，问题几乎都出在闪光灯的位置。从“时钟十点和两点”到边缘照明，一篇讲透广角闪光灯摆位。',
        tags: ['水下摄影', '闪光灯', '背散射', '广角', '布光'],
        body: `
## 背散射从哪里来
水里永远有悬浮物。闪光灯离镜头太近、正对前方时，光先照亮了镜头和被摄体之间的颗粒，它们在照片里就变成一片白色的“雪花”。这不是相机的问题，是光的角度问题。
## 从十点和两点开始
把两支闪光灯放在球形罩后方、大约“十点和两点”的位置，灯头略微向外打，让光束的内边缘刚好扫过被摄体。这样光照亮主体，却不照亮镜头正前方那一段水。
[fig 202 reef] 左：灯头朝前，满屏背散射；右：灯向外打，画面干净
## 边缘照明（edge lighting）
在能见度差的水域，可以更进一步：把灯拉到球形罩两侧甚至稍后，只用光束的边缘照亮主体。画面会更暗，但背散射几乎消失，色彩依然饱满。
## 实用清单
- 灯臂总长至少 40 厘米，广角时完全展开
- 离被摄体越近越好：一米以内的颜色最真实
- 先关掉一支灯试拍，看清每支灯照亮了哪里
- 回看照片时放大检查背散射，而不是只看整体
这些调整在潜水摄影中看起来很琐碎，但它们决定了一张照片是“干净”还是“脏”。多练习几次，摆灯会变成肌肉记忆。
`,
      },
      'en-us': {
        title: 'Goodbye backscatter: strobe positioning for wide-angle',
        summary:
          'Those white specks in your photos are backscatter, and they almost always come from where your strobes sit. From ten-and-two to edge lighting, a complete guide to wide-angle strobe placement.',
        tags: ['UW photography', 'strobes', 'backscatter', 'wide-angle', 'lighting'],
        body: `
## Where backscatter comes from
There are always particles in the water. When strobes sit close to the lens and point straight ahead, they light the particles between the lens and the subject, and those particles turn into a blizzard of white specks. It is not the camera; it is the angle of the light.
## Start at ten and two
Put the two strobes behind the dome port at roughly ten and two o'clock and angle the heads slightly outwards, so the inner edge of each beam just grazes the subject. The subject is lit; the water directly in front of the lens is not.
[fig 202 reef] Left: strobes aimed forward, backscatter everywhere. Right: strobes angled out, a clean frame
## Edge lighting
In poor visibility, go further: pull the strobes out beside or even slightly behind the dome and light the subject only with the edge of the beam. The frame gets darker, but backscatter all but disappears and colours stay rich.
## A checklist
- Arms of at least 40 cm in total, fully extended for wide-angle
- Get close: colour is only true within about a metre
- Test with one strobe off to see what each one lights
- Zoom in on review to check for backscatter, not just the overall look
Divers new to photography find these adjustments fiddly, but they decide whether a picture is clean or dirty. After a few dives, placing strobes becomes muscle memory.
`,
      },
      'zh-hant': {
        title: '告別背向散射：廣角潛水攝影的閃燈擺位',
        summary:
          '照片裡那些白色的「雪花」就是背向散射，問題幾乎都出在閃燈的位置。從「十點鐘和兩點鐘」到邊緣打光，一篇講清楚廣角閃燈怎麼擺。',
        tags: ['潛水攝影', '閃燈', '背向散射', '廣角', '打光'],
        body: `
## 背向散射是怎麼來的
水裡一定有懸浮物。閃燈離鏡頭太近、又正對前方時，光會先照亮鏡頭和主體之間的顆粒，照片上就變成一整片白色「雪花」。這不是相機的問題，是光的角度問題。
## 先從十點和兩點開始
把兩支閃燈放在球型罩後方、大約「十點鐘和兩點鐘」的位置，燈頭稍微往外打，讓光束的內緣剛好掃過主體。這樣主體被照亮，鏡頭正前方那一段水卻不會。
[fig 202 reef] 左：燈頭朝前，滿版背向散射；右：燈往外打，畫面乾淨
## 邊緣打光（edge lighting）
能見度差的時候可以更極端：把燈拉到球型罩兩側甚至稍微後面，只用光束邊緣照主體。畫面會暗一點，但背向散射幾乎消失，顏色一樣飽和。
## 實用清單
- 燈臂總長至少 40 公分，拍廣角時全部拉開
- 離主體越近越好：一公尺以內的顏色最真實
- 先關掉一支燈試拍，看清楚每支燈照到哪裡
- 回放時放大檢查背向散射，不要只看整體
這些調整在潛水攝影裡看起來很瑣碎，卻決定了一張照片是「乾淨」還是「髒」。多練幾次，擺燈就會變成肌肉記憶。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'white-balance',
      author: 'lin-haiyan',
      category: 'photography',
      coverSeed: 211,
      coverTheme: 'blue',
      publishedDaysAgo: 12,
      issue: { magazine: 'lumen', kind: 'periodical', number: 21 },
      popularity: 0.78,
    },
    {
      'zh-cn': {
        title: '水下白平衡：为什么你的照片总是一片蓝绿',
        summary: '水每深一米就吃掉一部分红光。手动白平衡、红色滤镜和闪光灯各自适合什么场景？一篇讲清水下摄影里的颜色问题。',
        tags: ['水下摄影', '白平衡', '滤镜', '色彩', 'RAW'],
        body: `
## 水是怎样偷走颜色的
水对光的吸收从红色开始：5 米以下红色明显变暗，10 米以下橙色也所剩无几，到 20 米，世界只剩下蓝和绿。眼睛会自动“脑补”颜色，相机不会。
## 三种找回颜色的办法
1. 闪光灯：在一米以内补回全部光谱，适合微距和近距离广角
2. 手动白平衡：对着白色石板或沙地校准，适合 3–15 米、阳光充足的浅水
3. 红色或品红滤镜：配合自然光拍大场景和鱼群，热带水域用红色、绿色水域用品红
## 手动白平衡的正确姿势
在拍摄深度对着白板（或自己的手掌、白沙）按下自定义白平衡，每下降三到五米重新校准一次。如果相机提示校准失败，说明红光已经太少，这时应该换闪光灯。
[fig 212 reef] 同一片珊瑚：自动白平衡（左）与 8 米处手动校准（右）
## 一定要拍 RAW
RAW 文件保留了完整的色彩信息，后期可以精确调整色温和色调。JPEG 在水下常常“救不回来”。我的习惯是：水下手动白平衡，保证取景时看到的颜色接近真实；回家在 RAW 里做最后的微调。
颜色不只是技术问题。一张蓝绿色的照片也可以很美，关键是你是否有意识地做出了选择。
`,
      },
      'en-us': {
        title: 'Underwater white balance: why your photos are always blue-green',
        summary:
          'Every metre of water swallows more red light. When to use manual white balance, a red filter or strobes: the colour problem of underwater photography, explained.',
        tags: ['UW photography', 'white balance', 'filters', 'colour', 'RAW'],
        body: `
## How water steals colour
Water absorbs red first. Below 5 metres reds fade, below 10 metres little orange is left, and at 20 metres the world is blue and green. Your brain fills the colours back in; your camera does not.
## Three ways to get colour back
1. Strobes: restore the whole spectrum within about a metre, for macro and close wide-angle
2. Manual white balance: calibrate on a white slate or sand, best in bright water from 3 to 15 metres
3. Red or magenta filters: for ambient-light scenes and schools of fish; red in blue tropical water, magenta in green water
## Doing manual white balance right
At shooting depth, point the camera at a white slate (or your palm, or white sand) and set a custom white balance. Recalibrate every three to five metres of depth. If the camera refuses, there is too little red left: time for strobes.
[fig 212 reef] The same coral: auto white balance (left) and calibrated at 8 metres (right)
## Always shoot RAW
RAW files keep all the colour information, so you can fine-tune temperature and tint later. A JPEG shot underwater often cannot be saved. My habit: manual white balance while diving, so what I see on the screen is close to real, and final adjustments in RAW at home.
Colour is not only a technical matter. A blue-green photo can be beautiful too; what counts is that you chose it.
`,
      },
      'zh-hant': {
        title: '水下白平衡：為什麼你的照片永遠藍綠藍綠的',
        summary: '水每深一公尺就吃掉一些紅光。手動白平衡、紅色濾鏡和閃燈各適合什麼情況？把潛水攝影的顏色問題一次講清楚。',
        tags: ['潛水攝影', '白平衡', '濾鏡', '色彩', 'RAW 檔'],
        body: `
## 水是怎麼偷走顏色的
水吸收光是從紅色開始：5 公尺以下紅色明顯變暗，10 公尺以下橘色也所剩不多，到了 20 公尺，世界只剩藍跟綠。眼睛會自動「腦補」顏色，相機不會。
## 找回顏色的三種方法
1. 閃燈：一公尺內補回完整光譜，適合微距和近距離廣角
2. 手動白平衡：對著白板或白沙校正，適合 3 到 15 公尺、陽光充足的淺水
3. 紅色或洋紅濾鏡：搭配自然光拍大場景和魚群，熱帶藍水用紅色、偏綠的水用洋紅
## 手動白平衡的正確做法
到了拍攝深度，對著白板（或手掌、白沙）設定自訂白平衡，每往下三到五公尺重新校正一次。如果相機顯示校正失敗，代表紅光已經太少，這時候就該換閃燈上場。
[fig 212 reef] 同一片珊瑚：自動白平衡（左）與 8 公尺處手動校正（右）
## 一定要拍 RAW 檔
RAW 檔保留完整的色彩資訊，後製時可以精準調整色溫跟色調，JPEG 在水下常常「救不回來」。我的習慣是水下先做手動白平衡，讓螢幕上看到的顏色接近真實，回家再用 RAW 檔微調。
顏色不只是技術問題。藍綠色的照片也可以很美，重點是那是不是你有意識做出的選擇。
`,
      },
    },
  ),
];
