/**
 * English texts of the help page (`/help`, src/features/help): a short guide per role, the
 * deadlines and what each status means. They load with the route, not with the app
 * (help-texts.ts), and are precached with it, so a warden opens them offline. help-kn.ts has the
 * Kannada of each. Status names are the app's one vocabulary: On Time, Delayed, After Deadline,
 * Not Posted, Holiday.
 */
export const helpEn = {
  'help.title': 'Help',
  'help.lead': 'How to post meals, what happens to a post made without network, and what each status means.',
  'help.signIn': 'Sign in',
  'help.home': 'Back to home',
  'help.contents': 'On this page',
  'help.yourRole': 'For you',
  'help.videos': 'Watch the support videos',

  'help.deadlines.title': 'Deadlines',
  'help.deadlines.intro':
    'Each meal has an opening time, a due time and a late-until time (Asia/Kolkata time). These are the usual times:',
  'help.deadlines.caption': 'The usual meal times',
  'help.deadlines.meal': 'Meal',
  'help.deadlines.opens': 'Can be posted from',
  'help.deadlines.onTime': 'On Time until',
  'help.deadlines.delayed': 'Delayed until',
  'help.deadlines.after': 'After that, the same day',
  'help.deadlines.schedule':
    'A super admin can set other times for a type of institution, from a chosen date. The composer always shows the times in force for your institution ("by 13:30", "opens at 11:30").',
  'help.deadlines.before': 'A meal cannot be posted before it opens: a lunch photo at 04:00 is not a photo of lunch.',

  'help.status.title': 'What each status means',
  'help.status.name.onTime': 'On Time',
  'help.status.name.delayed': 'Delayed',
  'help.status.name.afterDeadline': 'After Deadline',
  'help.status.name.notPosted': 'Not Posted',
  'help.status.name.holiday': 'Holiday',
  'help.status.onTime': 'Submit was pressed by the meal’s due time.',
  'help.status.delayed': 'Submit was pressed after the due time, but by the late-until time.',
  'help.status.afterDeadline':
    'Submit was pressed later that day, after the late-until time. The post is kept and shown, but it does not count as on time.',
  'help.status.notPosted': 'The late-until time has passed and the meal has no post.',
  'help.status.holiday':
    'The institution is on a declared holiday: no meal is due, nothing can be posted, and the day counts neither for nor against it.',
  'help.status.judged': 'A post is judged by when Submit was pressed on the phone, not by when it reached the server.',

  'help.warden.title': 'Wardens',
  'help.warden.post.title': 'Posting a meal: the four photos',
  'help.warden.post.1':
    'On the home, press Post Tweet. Choose the institution and the meal. Only meals that have opened can be chosen.',
  'help.warden.post.2':
    'Add the photos in their places: 1 menu chart (needed), 2 plate with food, 3 kitchen, 4 children having meals. Use Camera or Gallery, and Crop to fix the frame.',
  'help.warden.post.3':
    'Write the description and press Submit. Each photo is stamped with the institution, the meal, the date and the time of Submit, and the place when location is allowed.',
  'help.warden.post.4': 'Each meal is posted once a day: a second post for the same meal is refused.',
  'help.warden.outbox.title': 'The outbox: posting without network',
  'help.warden.outbox.1':
    'Every post is first saved on this phone, in the Outbox, and sent from there. With no network it waits, and goes by itself when the network returns.',
  'help.warden.outbox.2':
    'The status is judged by when you pressed Submit: a lunch submitted at 13:20 without signal is On Time even if it reaches the server at 16:00.',
  'help.warden.outbox.3':
    'That holds for 72 hours. A post that reaches the server later, or from a phone whose clock is wrong, is judged by when it arrived.',
  'help.warden.outbox.4':
    'The header shows how many posts are not sent. Open the Outbox to press Send now, and to see each post’s state and the server’s verdict.',
  'help.warden.outbox.5':
    'A post that was not accepted (the meal was already posted, a holiday, the meal not open yet) stays in the Outbox with the reason: edit it, export it or delete it.',
  'help.warden.outbox.6':
    'Posts not sent live only on this phone: do not sign out or clear the browser’s data while they wait. Export unsent keeps a copy.',
  'help.warden.faces.title': 'Faces in the photos',
  'help.warden.faces.1':
    'The phone looks for faces and blurs them before the photo is saved. Under each photo it says how many faces were blurred.',
  'help.warden.faces.2':
    'Press Check faces to see the photo as it will be posted, with each blurred area outlined. Tap a face that is not blurred to blur it.',
  'help.warden.faces.3':
    'If a blurred area is not a face (a plate of food, say), remove it in the list below the photo; the photo is blurred again without it. Removing the last one from the photo of children having meals asks you to confirm that no child’s face can be seen.',
  'help.warden.faces.4':
    'If the phone could not look for faces, blur each face by hand, or tick “No people in this photo”. The photo of children having meals always needs its faces blurred by hand.',
  'help.warden.holiday.title': 'Holidays',
  'help.warden.holiday.1':
    'When your hostel is closed, declare a holiday on the home, for today or later days, with a reason. No meal is due on those days and posting is refused.',
  'help.warden.holiday.2':
    'You cannot revoke a holiday yourself: the DD/JD officers of your district, or an admin, can. Call them if it was declared by mistake.',

  'help.dd.title': 'Deputy directors (DD)',
  'help.dd.1':
    'The home shows this month’s meals of your districts as On Time, Delayed, After Deadline and Not Posted, with charts by day, week and taluk.',
  'help.dd.2':
    'The feed and the lists show the posts. A post’s details give “Submitted at” (when the warden pressed Submit, what the status is judged by) and “Received at”, a note when the server doubted the phone’s clock, and the faces blurred.',
  'help.dd.3':
    'Holidays lists the holidays of your districts. Revoke one that was declared wrongly; a holiday that has ended cannot be revoked. Only wardens and admins declare holidays.',
  'help.dd.4':
    'The league table ranks taluks by their share of meals posted On Time; the weekly report (PDF) is made every Monday at 08:00 and mailed to you.',

  'help.admin.title': 'Admins and super admins',
  'help.admin.1':
    'Accounts: create wardens, DDs, helpline and website staff, disable or enable them, and set a DD’s districts. Only a super admin creates admins and resets an authenticator.',
  'help.admin.2':
    'Institutions: add them, assign their warden, and see each one’s last 30 days. Approvals: confirm password resets.',
  'help.admin.3': 'Holidays: admins may declare a holiday for any institution, and revoke one.',
  'help.admin.4':
    'Schedule (super admin): set the meal times of a type of institution from a date on. Statuses are judged by the times in force on the post’s day.',

  'help.helpline.title': 'Helpline',
  'help.helpline.1':
    'Look up an institution or a warden by name, phone or email: contact details, the assigned warden, today’s holiday, this month’s counts, the latest posts and the last 30 days.',
  'help.helpline.2': 'The helpline only reads. For a change, send the caller to the DD of the district or to an admin.',
  'help.helpline.3':
    'A warden whose post “did not go”: ask them to open the Outbox. Posts waiting there go when the network returns and keep their Submit time for 72 hours.',

  'help.content.title': 'Website staff',
  'help.content.1':
    'The public website is /site. Each section is changed through a draft: the creator writes it and submits it, a moderator forwards it or sends it back with a reason, and an approver publishes it.',
  'help.content.2': 'The inbox lists the drafts waiting for you. Preview shows the page before anything is published.',
  'help.content.3':
    'Images come from the media library; give each one its alt text in English and Kannada, so that people who cannot see it know what it shows.',
} as const;
