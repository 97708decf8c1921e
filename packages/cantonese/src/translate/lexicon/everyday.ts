// Everyday vocabulary where Cantonese uses another word: home, clothes, food, shopping,
// transport, people, character. Format: see format.ts.
export const EVERYDAY = `
# home and things
厨房 廚房 n
客厅 廳 n
卧室 房 n
阳台 露台 n
沙发 梳化 n
被子 被 n
枕头 枕頭 n
窗帘 窗簾 n
吹风机 風筒 n
镜子 鏡 n
梳子 梳 n
剪刀 鉸剪 n
钉子 釘 n
锤子 錘 n
打火机 火機 n
香烟 煙仔 n
烟 煙 n
蜡烛 蠟燭 n
卫生纸 廁紙 n
本子 簿 n
笔记本 簿 n
作业本 功課簿 n
橡皮 擦膠 n
尺子 間尺 n
塑料 膠 n
口袋 袋 n
衣柜 衣櫃 n
抽屉 櫃桶 n
水龙头 水喉 n
自来水 水喉水 n
# clothes
毛衣 冷衫 n
外套 褸 n
大衣 大褸 n
雨衣 雨褸 n
羽绒服 羽絨 n
内裤 底褲 n
牛仔裤 牛仔褲 n
西装 西裝 n
拖鞋 = n
运动鞋 波鞋 n
球鞋 波鞋 n
高跟鞋 高踭鞋 n
手提包 手袋 n
# food and kitchen
酱油 豉油 n
盐 鹽 n
姜 薑 n
蒜 蒜頭 n
香菜 芫荽 n
苦瓜 涼瓜 n
丝瓜 絲瓜 n
胡萝卜 紅蘿蔔 n
萝卜 蘿蔔 n
豆芽 芽菜 n
鸡翅 雞翼 n
鸡腿 雞髀 n
馄饨 雲吞 n
粽子 糉 n
月饼 月餅 n
点心 點心 n
烧卖 燒賣 n
肠粉 腸粉 n
叉烧 叉燒 n
烤鸭 燒鴨 n
烤肉 燒肉 n
菠萝 菠蘿 n
猕猴桃 奇異果 n
樱桃 車厘子 n
柚子 碌柚 n
橘子 桔 n
柠檬 檸檬 n
吸管 飲管 n
筷子 = n
勺子 匙羹 n
盘子 碟 n
碟子 碟 n
锅 鑊 n
冰块 冰 n
自助餐 自助餐 n
剩菜 餸尾 n
# shopping and money
价钱 價錢 n
价格 價錢 n
质量 質素 n
发票 單 n
收据 收據 n
快递 速遞 n
网购 網購 v
刷卡 碌|卡 v vo
充电 叉|電 v vo
充电器 叉電器 n
票 飛 n
车票 車飛 n
火车票 火車飛 n
电影票 戲飛 n
门票 飛 n
买票 買|飛 v vo
便利店 便利店 n place
药店 藥房 n place
药房 藥房 n place
理发店 飛髮舖 n place
理发 飛|髮 v vo
剪头发 剪|頭髮 v vo
# transport and places
末班车 尾班車 n
头班车 頭班車 n
晕车 暈|車浪 v vo
人行道 行人路 n place
斑马线 斑馬線 n place
加油站 油站 n place
停车场 停車場 n place
房东 業主 n p
租房 租|屋 v vo
租房子 租|屋 v vo
邮件 電郵 n
电子邮件 電郵 n
视频 片 n
上街 出|街 v vo
出去玩 出去玩 v
# people
爸妈 = n p
父母 = n p
孙子 孫 n p
孙女 = n p
岳父 外父 n p
岳母 外母 n p
老头 阿伯 n p
老大爷 阿伯 n p
老太太 阿婆 n p
大叔 阿叔 n p
小伙子 後生仔 n p
年轻人 後生仔 n p
姑娘 女仔 n p
美女 靚女 n p
帅哥 靚仔 n p
傻瓜 傻仔 n p
笨蛋 蠢材 n p
坏人 衰人 n p
流氓 爛仔 n p
小偷 賊 n p
乞丐 乞衣 n p
有钱人 有錢佬 n p
# character and judgement
小气 孤寒 a
吝啬 孤寒 a
啰嗦 長氣 a
调皮 百厭 a
淘气 百厭 a
时髦 潮 a
土气 老土 a
恶心 核突 a
凶 惡 a
勤快 勤力 a
勤奋 勤力 a
懒 懶 a
马虎 求其 a
没劲 冇癮 a
酷 型 a
倒霉 黑仔 a
幸亏 好彩 adv
幸好 好彩 adv
差劲 差 a
破 爛 a
破了 爛咗 a
烂 爛 a
# actions
拍照 影|相 v vo
照相 影|相 v vo
拍照片 影|相 v vo
打架 打|交 v vo
摔 跌 v
摔倒 跌低 v
跌倒 跌低 v
倒下 跌低 v
躺 瞓 v
躺下 瞓低 v
蹲 踎 v
蹲下 踎低 v
摇头 擰頭 v
提 拎 v next=着|包|东西|袋子|箱子|行李
干杯 飲勝 v
假装 扮 v
装 扮 next=病|傻|睡|作
欺负 蝦 v
吹牛 吹水 v
开玩笑 講|笑 v vo
逗 氹 v
哄 氹 v
发呆 發|吽哣 v vo
舍不得 唔捨得 v
吓了一跳 嚇咗一跳 v
打喷嚏 打|乞嚏 v vo
面试 見|工 v vo
被开除 畀人炒 v
休息 唞 next=一下|一会儿|下|吓
`;
