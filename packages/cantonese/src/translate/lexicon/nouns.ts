// Nouns of everyday life where Cantonese uses another word. Format: see format.ts.
export const NOUNS = `
# things
东西 嘢 n
号码 號碼 n
书包 書包 n
哥们 老友 n
哥们儿 老友 n
事情 事 n prev=件|这件|那件|一件|哪件|每件|这|那|什么|有什么|没什么|没有什么   # 乜嘢事, not 「乜嘢嘢」
事情 事 n start
事情 嘢 n
事儿 事 n
事 嘢 n prev=多|很多|好多|许多|这么多|那么多|这些|那些|这种|那种|些|一些|种|啥
事 = n
衣服 衫 n
衬衫 恤衫 n
T恤 T恤 n
裤子 褲 n
短裤 短褲 n
裙子 裙 n
鞋子 鞋 n
袜子 襪 n
帽子 帽 n
手套 = n
围巾 頸巾 n
雨伞 遮 n
伞 遮 n
眼镜 眼鏡 n
手表 手錶 n
钱包 銀包 n
包包 袋 n
袋子 袋 n
塑料袋 膠袋 n
杯子 杯 n
瓶子 樽 n
盒子 盒 n
箱子 箱 n
桌子 枱 n
椅子 凳 n
凳子 凳 n
床 = n
房子 屋 n
房间 房 n
屋子 屋 n
家里 屋企 n place
家 屋企 prev=一回到|回到|回|在|到|我|你|他|她|我们|你们|他们|她们|我的|你的|他的|老
家人 屋企人 n p
窗户 窗 n
门口 門口 n place
钥匙 鎖匙 n
灯 燈 n
电灯 燈 n
冰箱 雪櫃 n
空调 冷氣 n
电视 電視 n
电视机 電視 n
电脑 電腦 n
手机 手機 n
电话 電話 n
# whole words, so 你的电话号码 is not counted as a telephone (it gave 「你部電話號碼」)
电话号码 電話號碼 n
手机号码 手機號碼 n
手机号 手機號碼 n
电梯 𨋢 n
楼梯 樓梯 n
厕所 廁所 n place
洗手间 洗手間 n place
卫生间 洗手間 n place
垃圾 = n
垃圾桶 垃圾桶 n
肥皂 番梘 n
毛巾 = n
纸巾 紙巾 n
照片 相 n
相片 相 n
相机 相機 n
东西多 嘢多 n
人 = n
电影 = n
# money
钱 錢 n
零钱 散紙 n
现金 現金 n
工资 人工 n
薪水 人工 n
块钱 蚊 n m
# food
饭 飯 n
米饭 飯 n
白饭 白飯 n
早饭 早餐 n
早餐 = n
午饭 晏晝飯 n
午餐 = n
晚饭 晚飯 n
晚餐 = n
夜宵 宵夜 n
面条 麵 n
面 麵 prev=吃|碗|煮|一碗|牛肉|鸡蛋|汤|炒
菜 餸 prev=买|做|点|个|几个|这个|那个|道|盘|碟|的|煮|炒|这些|那些|些
青菜 菜 n
蔬菜 菜 n
肉 = n
猪肉 豬肉 n
牛肉 = n
鸡肉 雞肉 n
鸡 雞 n
鸡蛋 雞蛋 n
蛋 = n
鱼 魚 n
虾 蝦 n
西红柿 番茄 n
番茄 = n
土豆 薯仔 n
马铃薯 薯仔 n
红薯 番薯 n
玉米 粟米 n
黄瓜 青瓜 n
茄子 矮瓜 n
卷心菜 椰菜 n
花生 = n
豆腐 = n
包子 包 n
馒头 饅頭 n
饺子 餃子 n
粥 = n
汤 湯 n
水果 生果 n
苹果 蘋果 n
香蕉 = n
橙子 橙 n
西瓜 = n
葡萄 提子 n
草莓 士多啤梨 n
零食 = n
蛋糕 = n
面包 麵包 n
石头 石頭 n
骨头 骨頭 n
木头 木頭 n
冰淇淋 雪糕 n
雪糕 = n
冰棍 雪條 n
糖果 糖 n
巧克力 朱古力 n
牛奶 = n
酸奶 乳酪 n
饮料 飲品 n
可乐 可樂 n
矿泉水 蒸餾水 n
开水 滾水 n
热水 熱水 n
冰水 凍水 n
茶 = n
奶茶 = n
咖啡 = n
啤酒 = n
酒 = n
# people
孩子 細路 n p
小孩 細路 n p
小孩子 細路仔 n p
小朋友 細路 n p
# 他儿子 → 佢個仔: a bare 仔 after a pronoun reads as a nickname.
儿子 個仔 n p prev:p
女儿 個女 n p prev:p
儿子 仔 n p
女儿 女 n p
男孩 男仔 n p
男孩子 男仔 n p
女孩 女仔 n p
女孩子 女仔 n p
男生 男仔 n p
女生 女仔 n p
男人 男人 n p
女人 女人 n p
老人 老人家 n p
老人家 = n p
老人院 = n
在地上 喺地下 place   # the ground: 蹲在地上 → 踎喺地下 (地上 alone is not a word: 慢慢地上楼)
旅游 旅行 v end   # the trip itself: 去广州旅游 → 去廣州旅行 (旅游业, 旅游专业 kept)
旅游 旅行 v next=的时候|了|过|吗|呢|吧|去|回来
旅游 =
拖把 地拖 n
爸爸 = n p
妈妈 = n p
父亲 爸爸 n p
母亲 媽媽 n p
爷爷 爺爺 n p
奶奶 嫲嫲 n p
外公 = n p
外婆 = n p
哥哥 = n p
姐姐 家姐 n p
弟弟 細佬 n p
妹妹 細妹 n p
老公 = n p
老婆 = n p
丈夫 老公 n p
妻子 老婆 n p
太太 = n p
叔叔 = n p
阿姨 = n p
朋友 = n p
男朋友 = n p
女朋友 = n p
同学 同學 n p
同事 = n p
老板 老闆 n p
老师 老師 n p
学生 學生 n p
医生 醫生 n p
护士 護士 n p
警察 差人 n p
服务员 侍應 n p
客人 = n p
邻居 鄰居 n p
宝宝 BB n p
婴儿 BB n p
# animals
狗 = n
小狗 狗仔 n
猫 貓 n
小猫 貓仔 n
鸟 雀 n
猪 豬 n
牛 = n
老鼠 老鼠 n
蟑螂 曱甴 n
蚊子 蚊 n
# places and transport
学校 學校 n place
办公室 寫字樓 n place
商店 舖頭 n place
店 舖 n place
店铺 舖頭 n place
小店 舖頭 n place
超市 超級市場 n place
商场 商場 n place
市场 街市 n place next=买菜|买|买肉|买鱼|买水果|卖菜   # the food market, where one shops for the day
市场 = n   # a market in general (市场已经饱和了, 股票市场): 街市 is only the food market
菜市场 街市 n place
饭店 酒樓 n place
餐厅 餐廳 n place
饭馆 飯館 n place
银行 銀行 n place
医院 醫院 n place
公园 公園 n place
马路 馬路 n place
街上 街 n place
路口 = n place
红绿灯 紅綠燈 n place
车站 車站 n place
火车站 火車站 n place
地铁站 地鐵站 n place
公交站 巴士站 n place
公交车站 巴士站 n place
机场 機場 n place
出租车 的士 n
计程车 的士 n
公交车 巴士 n
公交 巴士 n
公共汽车 巴士 n
大巴 旅遊巴 n
汽车 車 n
车 車 n
车子 車 n
自行车 單車 n
单车 單車 n
摩托车 電單車 n
飞机 飛機 n
火车 火車 n
船 = n
# directions
旁边 隔籬 n place
边上 隔籬 n place
隔壁 隔籬 n place
里面 入面 n place
里边 入面 n place
里头 入面 n place
外面 出面 n place
外边 出面 n place
外头 出面 n place
上边 上面 n place
下边 下面 n place
底下 下面 n place
前面 = n place
前边 前面 n place
后面 後面 n place
后边 後面 n place
左边 左邊 n place
右边 右邊 n place
对面 對面 n place
中间 中間 n place
附近 = n place
周围 周圍 n place
楼上 樓上 n place
楼下 樓下 n place
左转 轉左 v
右转 轉右 v
往左拐 轉左 v
往右拐 轉右 v
往左转 轉左 v
往右转 轉右 v
向左转 轉左 v
向右转 轉右 v
拐 轉 v
一直走 一直行 v
往前走 向前行 v
# body
头 頭 n
头发 頭髮 n
脸 面 n
脸色 面色 n
眼睛 眼 n
鼻子 鼻 n
耳朵 耳仔 n
嘴 口 n
嘴巴 口 n
脖子 頸 n
肚子 肚 n
脚 腳 n
腿 髀 n
手 = n
身体 身體 n
# abstract
名字 名 n
事情多 事多 n
时间 時間 n t
办法 辦法 n
问题 問題 n
意思 = n
样子 樣 n
毛病 毛病 n
话 說話 n prev=的|句|这句|那句
生意 = n
天气 天氣 n
雨 = n
太阳 太陽 n
月亮 = n
星星 = n
风 風 n
辈子 世 n
一辈子 一世 t
这辈子 呢世 t
下辈子 下世 t
阵子 排 t
前阵子 前排 t
一阵子 一排 t
活儿 嘢 n
# 嘢 is the thing already: 什么活儿都是我干 → 乜嘢都係我做
什么活儿 乜嘢
什么活 乜嘢
绳子 繩 n
嗓子 喉嚨 n
棍子 棍 n
竹子 竹 n
味儿 味 n
个儿 個子 n
摊儿 檔 n
水果摊 生果檔 n
门缝儿 門罅 n
门缝 門罅 n
柜子 櫃 n
扣子 紐 n
盆子 盆 n
盖子 蓋 n
摆架子 擺架子 v
架子 架 n
胡子 鬚 n
护照 = n
作业 功課 n
辣椒 = n
身份证 = n
# nouns whose -子 Cantonese leaves off or says otherwise
铺子 舖頭 n
摊子 檔口 n
炉子 爐 n
篮子 籃 n
罐子 罐 n
袖子 衫袖 n
梯子 梯 n
沙子 沙 n
鸽子 白鴿 n
柱子 柱 n
珠子 珠 n
虫子 蟲 n
叶子 葉 n
扇子 扇 n
柿子 柿 n
桃子 桃 n
鸭子 鴨 n
猴子 馬騮 n
兔子 兔仔 n
稻子 禾 n
辫子 辮 n
剪子 較剪 n
稿子 稿 n
料子 料 n
村子 村 n
机子 機 n
胆子 膽 n
影子 影 n
帘子 簾 n
毯子 氈 n
垫子 墊 n
刷子 刷 n
夹子 夾 n
钩子 鈎 n
链子 鏈 n
笼子 籠 n
窗子 窗 n
肠子 腸 n
法子 辦法 n
骗子 老千 n p
胖子 肥佬 n p
傻子 傻佬 n p
嫂子 阿嫂 n p
侄子 姪 n p
手艺 手勢 n
楼房 樓 n
毛毛雨 雨溦 n
合心意 合心水
劲儿 勁 n
那个家伙 嗰條友 n
这个家伙 呢條友 n
家伙 條友 n
好处 着數 n
全身 成身 n
满身 成身 n
模样 樣 n
上衣 衫 n
体温计 探熱針 n
浑身 成身 n
脑袋 頭 n
胳膊 手臂 n
英语 英文 n
日语 日文 n
韩语 韓文 n
法语 法文 n
德语 德文 n
汉语 中文 n
麻将 麻雀 n
兄弟俩 兩兄弟 n
姐妹俩 兩姊妹 n
`;
