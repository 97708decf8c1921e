// Sentences of everyday Mandarin, 50 characters each as issue 12 asks; the load benchmark cycles
// every connection through all of them, so the figures are those of varied input, not of one text
// seen again and again.
export const TEXTS = [
  '我们明天早上九点在地铁站门口见面，然后一起去茶楼饮茶吃点心，你觉得怎么样？如果下雨的话就改到后天吧。',
  '周末天气好的话，我想带孩子们去公园放风筝，顺便在附近的餐厅吃午饭，晚上再回家休息，你要不要一起来呀？',
  '这件衣服的颜色很好看，可是价格有点贵，老板能不能便宜一点？我今天想买两件送给妈妈，她下个月就过生日。',
  '他昨天晚上加班到很晚才回家，今天早上又起不来，所以上班迟到了半个小时，被经理批评了一顿，心情特别差。',
  '请问去火车站应该坐哪一路公交车？我第一次来这个城市，不太认识路，麻烦你告诉我一下，真是太感谢你们了！',
  '医生说我最近太累了，需要多喝水、早点睡觉，还要少吃辛辣的东西，下个星期再来复查一次，你们不用太担心。',
  '我们公司下个月要搬到新的办公楼，离我家比较远，每天上班要坐一个多小时的地铁，我正在考虑要不要换工作。',
  '这家饭馆的菜又便宜又好吃，特别是他们做的烧鹅和叉烧，每天中午都有很多人排队，我们今天还是早点过去吧。',
];
for (const t of TEXTS) if ([...t].length !== 50) throw new Error(`not 50 characters: ${t}`);
